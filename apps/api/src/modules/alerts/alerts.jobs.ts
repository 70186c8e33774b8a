import { setImmediate } from 'node:timers/promises';
import { z } from 'zod';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { defineJob, type JobQueue, noPayload } from '../../platform/queue/job-queue.ts';
import type { ListingsReader } from '../listings/ports.ts';
import { type ListingMatchFacts, listingSummaryOf } from '../listings/ports.ts';
import type { NotificationRequest, Notifier } from '../notifications/ports.ts';
import { createAlertsRepository, type PendingDigestMatch } from './alerts.repository.ts';
import { digestCutoff, digestDay } from './digest-time.ts';

/** A listing became public: match it against every saved search (queued with the change itself). */
export const matchListingJob = defineJob('alerts.match', z.object({ listingId: z.uuid() }));
/** Periodic: the daily digests of the matches made before the last 08:00 in Sarajevo. */
export const dailyDigestJob = defineJob('alerts.daily-digest', noPayload);

/** Users per digest transaction: bounded memory and short transactions at any number of users. */
const digestBatchUsers = 500;
/** Listings a digest names; the rest wait on /me/searches. */
const digestListingsMax = 20;

interface Dependencies {
  db: Database;
  listings: Pick<ListingsReader, 'matchFacts' | 'publicListings'>;
  notifier: Pick<Notifier, 'notifyIn'>;
  clock: Clock;
}

type Summary = ListingMatchFacts['summary'];

/** Alerts' work: matching a listing that became public, and the morning digest. */
export function createAlertsJobs(deps: Dependencies) {
  const { db, clock, notifier } = deps;

  /** The summaries of those listings still public (two queries for any number). */
  async function summariesOf(propertyIds: readonly string[]): Promise<Map<string, Summary>> {
    const answers = await deps.listings.publicListings([...new Set(propertyIds)]);
    return new Map([...answers].map(([id, answer]) => [id, listingSummaryOf(answer)]));
  }

  /** One user's digest: the listings still public, newest match last, at most 20 named. */
  function digestRequest(
    userId: string,
    rows: PendingDigestMatch[],
    summaries: Map<string, Summary>,
    day: string,
  ) {
    const listings = [...new Set(rows.map((row) => row.propertyId))].flatMap((id) => {
      const summary = summaries.get(id);
      return summary ? [summary] : [];
    });
    if (listings.length === 0) return null;
    return {
      userId,
      kind: 'savedSearch',
      type: 'General',
      link: '/me/searches',
      dedupeKey: `savedSearch:digest:${day}`,
      params: { values: { total: listings.length }, listings: listings.slice(0, digestListingsMax) },
    } satisfies NotificationRequest;
  }

  return {
    /**
     * Answers how many saved searches the listing met now. Instant ones are told at once, in the
     * transaction that records the match, so a match and its notification exist together or not at all.
     */
    async matchListing(listingId: string): Promise<number> {
      const facts = await deps.listings.matchFacts(listingId);
      if (!facts) return 0;
      const now = clock.now();
      return db.transaction(async (tx) => {
        const matches = await createAlertsRepository(tx).insertMatches(facts, now);
        const instant = matches.filter((match) => match.notify === 'instant');
        await notifier.notifyIn(
          tx,
          instant.map((match) => ({
            userId: match.userId,
            kind: 'savedSearch',
            type: 'General',
            link: `/p/${facts.id}`,
            dedupeKey: `savedSearch:${match.savedSearchId}:${facts.lineageId}`,
            params: { values: {}, listings: [facts.summary] },
          })),
          now,
        );
        return matches.length;
      });
    },

    /** Answers how many digests went out. Nothing for a user whose matches are no longer public. */
    async sendDailyDigests(): Promise<number> {
      const now = clock.now();
      const cutoff = digestCutoff(now);
      const day = digestDay(cutoff);
      const repository = createAlertsRepository(db);
      let sent = 0;
      let afterUser: string | null = null;
      for (;;) {
        const pending = await repository.pendingDigest(cutoff, digestBatchUsers, afterUser);
        if (pending.length === 0) return sent;
        afterUser = pending.at(-1)?.userId ?? null;
        // Read before the transaction: on PGlite nothing may be read beside an open one.
        const summaries = await summariesOf(pending.map((row) => row.propertyId));
        const userIds = [...new Set(pending.map((row) => row.userId))];
        sent += await db.transaction(async (tx) => {
          const claimed = await createAlertsRepository(tx).claimDigest(userIds, cutoff, now);
          const byUser = new Map<string, PendingDigestMatch[]>();
          for (const row of claimed) {
            if (!row.stillDaily) continue;
            byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
          }
          const requests = [...byUser].flatMap(([userId, rows]) => {
            const request = digestRequest(userId, rows, summaries, day);
            return request ? [request] : [];
          });
          return notifier.notifyIn(tx, requests, now);
        });
        // PGlite runs on this thread: let requests through between batches.
        await setImmediate();
      }
    },
  };
}

export type AlertsJobs = ReturnType<typeof createAlertsJobs>;

/** The digest job runs every 5 minutes: one after 08:00 sends the day's digests, the rest find nothing. */
export async function startAlertsJobs(queue: JobQueue, jobs: AlertsJobs): Promise<void> {
  await queue.work(matchListingJob, async ({ listingId }) => {
    await jobs.matchListing(listingId);
  });
  await queue.work(dailyDigestJob, async () => {
    await jobs.sendDailyDigests();
  });
  await queue.schedule(dailyDigestJob, '*/5 * * * *');
}
