import { setImmediate } from 'node:timers/promises';
import type { Database } from '../../platform/db/database.ts';
import { defineJob, type JobQueue, noPayload } from '../../platform/queue/job-queue.ts';
import { createMatchTokensRepository } from './match-tokens.repository.ts';
import { savedSearchTokens } from './match-tokens.ts';

/**
 * Sent at every start: writes the index keys of the saved searches that have none (those saved
 * before the keys existed, or after a migration that emptied them). Until then the matching
 * reads those searches beside the index, so nothing is missed meanwhile. Issue 31, decision 264.
 */
export const tokenizeJob = defineJob('alerts.tokenize', noPayload);

/** Searches read and written per statement: a million go in bounded steps. */
const defaultBatchSize = 2000;

export function createSearchTokenizer(db: Database) {
  const repository = createMatchTokensRepository(db);
  return {
    /** Answers how many searches were given their tokens. `batchSize`: tests cross batches. */
    async tokenize({ batchSize = defaultBatchSize } = {}): Promise<number> {
      let written = 0;
      for (;;) {
        const rows = await repository.untokenized(batchSize);
        await repository.write(rows.map((row) => ({ id: row.id, tokens: savedSearchTokens(row) })));
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
