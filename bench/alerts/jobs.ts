import type { FastifyBaseLogger } from 'fastify';
import { type AlertsJobs, createAlertsJobs } from '../../apps/api/src/modules/alerts/alerts.jobs.ts';
import { fileUrls } from '../../apps/api/src/modules/files/file-urls.ts';
import { listingAccess } from '../../apps/api/src/modules/listings/listing-access.ts';
import { createListingsRepository } from '../../apps/api/src/modules/listings/listings.repository.ts';
import { createListingsReaderRepository } from '../../apps/api/src/modules/listings/listings-reader.repository.ts';
import {
  createListingsReader,
  type ListingsReader,
} from '../../apps/api/src/modules/listings/listings-reader.ts';
import { createPhotosRepository } from '../../apps/api/src/modules/listings/photos.repository.ts';
import { createNotifier, deliverJob } from '../../apps/api/src/modules/notifications/notifier.ts';
import { createPlaces } from '../../apps/api/src/modules/places/places.service.ts';
import { createPlaceCountsRepository } from '../../apps/api/src/modules/search/map/place-counts.repository.ts';
import type { ManualClock } from '../../apps/api/src/platform/clock/clock.ts';
import type { DatabaseHandle } from '../../apps/api/src/platform/db/database.ts';
import { type JobQueue, startJobQueue } from '../../apps/api/src/platform/queue/job-queue.ts';

/** Calls into the ListingsReader and the Notifier, counted and timed as the jobs make them. */
export interface CallTally {
  calls: number;
  ms: number;
  /** Ids asked for (reader) or requests told (notifier). */
  items: number;
}

export interface AlertsBench {
  jobs: AlertsJobs;
  /** The same ListingsReader the jobs read through (for the digest's side measurement). */
  reader: ListingsReader;
  /** The pg-boss queue the notifier writes into (no worker on it). */
  queue: JobQueue;
  calls: Record<'matchFacts' | 'publicListings' | 'notifyIn', CallTally>;
  resetCalls(): void;
  close(): Promise<void>;
}

/** pg-boss's errors, the only thing its log is used for here. */
export function quietLog(): FastifyBaseLogger {
  const noop = () => {};
  const log = {
    level: 'warn',
    fatal: (...args: unknown[]) => console.error('[queue]', ...args),
    error: (...args: unknown[]) => console.error('[queue]', ...args),
    warn: (...args: unknown[]) => console.warn('[queue]', ...args),
    info: noop,
    debug: noop,
    trace: noop,
    silent: noop,
    child: () => log,
  };
  return log as unknown as FastifyBaseLogger;
}

/**
 * The alerts' jobs built from the api's own parts the way app.ts and the listings module build them
 * (listings/index.ts: the ListingsReader over the listings, reader, place-count and photo
 * repositories, listingAccess with the places and the files module's URLs; notifications/index.ts:
 * createNotifier over the job queue), on a real pg-boss queue on the same database, with no worker
 * started: the deliveries the notifier queues stay queued, so nothing runs beside the measurement.
 * (The app as buildApp makes it starts the delivery and outbox workers, with no switch to keep
 * them off.) The one part left out, the public listing cache's `invalidating` wrapper, only acts on
 * writes, which the reader never makes.
 *
 * The reader and the notifier are wrapped in counters (a timestamp and an addition per call).
 */
export async function openAlertsJobs(database: DatabaseHandle, clock: ManualClock): Promise<AlertsBench> {
  const { db } = database;
  const queue: JobQueue = await startJobQueue(database, {
    log: quietLog(),
    pollingIntervalSeconds: 2,
    runSchedules: false,
  });
  // The notifier queues delivery jobs inside the caller's transaction, which needs the queue to
  // exist and be known to this instance first: what `work` does, without starting a worker.
  await queue.superviseNow(deliverJob);

  const places = createPlaces();
  const repository = createListingsRepository(db);
  const access = listingAccess({
    repository,
    photos: createPhotosRepository(db),
    places,
    fileUrl: fileUrls(),
    clock,
  });
  const reader = createListingsReader({
    repository,
    reads: createListingsReaderRepository(db),
    placeCounts: createPlaceCountsRepository(db),
    access,
    clock,
  });
  const notifier = createNotifier(queue);

  const fresh = () => ({
    matchFacts: { calls: 0, ms: 0, items: 0 },
    publicListings: { calls: 0, ms: 0, items: 0 },
    notifyIn: { calls: 0, ms: 0, items: 0 },
  });
  let calls = fresh();
  const timed = async <T>(tally: CallTally, items: number, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await run();
    } finally {
      tally.calls += 1;
      tally.items += items;
      tally.ms += performance.now() - started;
    }
  };
  const jobs = createAlertsJobs({
    db,
    clock,
    listings: {
      matchFacts: (id) => timed(calls.matchFacts, 1, () => reader.matchFacts(id)),
      publicListings: (ids) => timed(calls.publicListings, ids.length, () => reader.publicListings(ids)),
    },
    notifier: {
      notifyIn: (tx, requests, now) =>
        timed(calls.notifyIn, requests.length, () => notifier.notifyIn(tx, requests, now)),
    },
  });
  return {
    jobs,
    reader,
    queue,
    get calls() {
      return calls;
    },
    resetCalls() {
      calls = fresh();
    },
    close: () => queue.stop(),
  };
}
