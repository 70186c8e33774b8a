import { setImmediate } from 'node:timers/promises';
import type { Database } from '../../platform/db/database.ts';
import { defineJob, type JobQueue, noPayload } from '../../platform/queue/job-queue.ts';
import { createMatchKeysRepository } from './match-keys.repository.ts';
import { savedSearchKey } from './match-keys.ts';

/**
 * Sent at every start: writes the index key of the saved searches that have none (those saved
 * before the key existed, or after a migration that emptied it). Until then the matching reads
 * those searches beside the index, so nothing is missed meanwhile. Issue 31, decisions 264 and 269.
 * (The job keeps the name it had when the keys were token sets: queued runs stay understood.)
 */
export const tokenizeJob = defineJob('alerts.tokenize', noPayload);

/** Searches read and written per statement: a million go in bounded steps. */
const defaultBatchSize = 2000;

export function createSearchTokenizer(db: Database) {
  const repository = createMatchKeysRepository(db);
  return {
    /** Answers how many searches were given their key. `batchSize`: tests cross batches. */
    async tokenize({ batchSize = defaultBatchSize } = {}): Promise<number> {
      let written = 0;
      for (;;) {
        const rows = await repository.unkeyed(batchSize);
        await repository.write(rows.map((row) => ({ id: row.id, key: savedSearchKey(row) })));
        written += rows.length;
        if (rows.length < batchSize) return written;
        // PGlite runs on this thread: let requests through between batches.
        await setImmediate();
      }
    },
  };
}

export type SearchTokenizer = ReturnType<typeof createSearchTokenizer>;

export async function startSearchTokenizer(queue: JobQueue, tokenizer: SearchTokenizer): Promise<void> {
  await queue.work(tokenizeJob, async () => {
    await tokenizer.tokenize();
  });
  await queue.send(tokenizeJob, null);
}
