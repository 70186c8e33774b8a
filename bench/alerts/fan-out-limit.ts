import { createNotifier } from '../../apps/api/src/modules/notifications/notifier.ts';
import type { Database } from '../../apps/api/src/platform/db/database.ts';
import type { JobQueue } from '../../apps/api/src/platform/queue/job-queue.ts';
import { round } from './stats.ts';

/** Thrown inside the probe's transaction so that nothing it wrote stays. */
class RollBack extends Error {}

export interface FanOutProbe {
  requests: number;
  ok: boolean;
  ms: number;
  error?: string;
}

/**
 * `notifyIn` stores all of a publication's instant notifications in one INSERT (Drizzle binds 7
 * parameters a row), and PostgreSQL takes at most 65 535 parameters a statement: this tells
 * `notifyIn` `requests` notifications inside a transaction that is then rolled back, and answers
 * whether it went through. Run just under and just over 65 535 ÷ 7 = 9 362.
 */
export async function probeFanOut(
  db: Database,
  queue: Pick<JobQueue, 'sendMany'>,
  userIds: readonly string[],
  counts: readonly number[],
  now: Date,
): Promise<FanOutProbe[]> {
  const notifier = createNotifier(queue);
  const probes: FanOutProbe[] = [];
  for (const count of counts) {
    const requests = Array.from({ length: count }, (_, index) => ({
      userId: userIds[index % userIds.length] as string,
      kind: 'savedSearch' as const,
      type: 'General' as const,
      link: '/p/00000000-0000-4000-8000-000000000000',
      dedupeKey: `bench:fan-out:${count}:${index}`,
      params: { values: {}, listings: [] },
    }));
    const started = performance.now();
    try {
      await db.transaction(async (tx) => {
        await notifier.notifyIn(tx, requests, now);
        throw new RollBack();
      });
    } catch (error) {
      const ms = round(performance.now() - started);
      if (error instanceof RollBack) {
        probes.push({ requests: count, ok: true, ms });
        continue;
      }
      // Drizzle wraps the driver's error ("Failed query: …" and the whole statement): its cause says why.
      const cause = (error as Error).cause as Error | undefined;
      const message = String(cause?.message ?? (error as Error).message).slice(0, 200);
      probes.push({ requests: count, ok: false, ms, error: message });
    }
  }
  return probes;
}
