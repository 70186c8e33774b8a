import { setImmediate } from 'node:timers/promises';
import type { Clock } from '../../../platform/clock/clock.ts';
import type { Database } from '../../../platform/db/database.ts';
import { defineJob, type JobQueue, noPayload } from '../../../platform/queue/job-queue.ts';
import { type InvoiceBuyer, vatOf } from './invoice-document.ts';
import { dueAtFor, invoiceNumber, periodOf, sarajevoYear } from './invoice-period.ts';
import { krovSeller } from './invoice-seller.ts';
import { issuingQueries } from './invoices.repository.ts';

/** Periodic: issues the drafts of months that ended (in Sarajevo). */
export const issueInvoicesJob = defineJob('invoices.issue-due', noPayload);

/** Drafts read per walk step; each is issued in its own short transaction. */
const batch = 100;

/** What the issuing needs of agencies: the name and address an invoice falls back on. */
export interface InvoiceAgencies {
  /** The agency's name and address as registered with Krov; null when it is gone. */
  partyOf(agencyId: string): Promise<{ name: string; address: string } | null>;
}

/**
 * Issuing (docs/decisions.md, Payments 3): on the 1st of a month, Sarajevo time, every draft of an
 * earlier month is issued in its own transaction — the draft's row locked, its lines summed (PDV
 * 17 % on the sum), the year's next number taken from the counter in the same transaction, Krov's
 * and the agency's details copied, unpaid and due in 15 days. A draft without lines is deleted.
 * Two runners at once (two instances) each wait for the other's row and counter locks and find
 * the draft issued: every invoice once, numbers consecutive.
 */
export function createInvoiceJobs(deps: { db: Database; clock: Clock; agencies: InvoiceAgencies }) {
  const { db, clock } = deps;

  /** The agency as the buyer: its billing details, else its name and address without a JIB. */
  async function issueOne(
    tx: Database,
    id: string,
    fallback: { name: string; address: string } | null,
    now: Date,
  ): Promise<string | null> {
    const draft = await issuingQueries.lockDraft(tx, id);
    if (!draft) return null;
    const { count, sumMinor } = await issuingQueries.lineSums(tx, id);
    if (count === 0) {
      await issuingQueries.deleteDraft(tx, id);
      return null;
    }
    const billing = await issuingQueries.billingOf(tx, draft.agencyId);
    let buyer: InvoiceBuyer;
    if (billing) {
      buyer = {
        name: billing.legalName,
        address: billing.address,
        jib: billing.jib,
        vatNumber: billing.vatNumber,
      };
    } else if (fallback) {
      buyer = { ...fallback, jib: null, vatNumber: null };
    } else {
      throw new Error(`invoice ${id}: its agency ${draft.agencyId} is gone`);
    }
    const year = sarajevoYear(now);
    const number = invoiceNumber(year, await issuingQueries.nextSequence(tx, year));
    const vatMinor = vatOf(sumMinor);
    await issuingQueries.issue(tx, id, {
      number,
      year,
      issuedAt: now,
      dueAt: dueAtFor(now),
      seller: krovSeller,
      buyer,
      subtotalMinor: sumMinor,
      vatMinor,
      totalMinor: sumMinor + vatMinor,
    });
    return number;
  }

  return {
    /** Issues every draft of a month before the current one; answers the numbers given, in order. */
    async issueDue(): Promise<string[]> {
      const now = clock.now();
      const current = periodOf(now);
      const numbers: string[] = [];
      let after: { period: string; id: string } | null = null;
      for (;;) {
        const due = await issuingQueries.dueDrafts(db, current, after, batch);
        const last = due.at(-1);
        if (!last) return numbers;
        after = { period: last.period, id: last.id };
        // Read before the transactions: on PGlite nothing may be read beside an open one.
        const parties = new Map<string, { name: string; address: string } | null>();
        for (const agencyId of new Set(due.map((draft) => draft.agencyId))) {
          parties.set(agencyId, await deps.agencies.partyOf(agencyId));
        }
        for (const draft of due) {
          const party = parties.get(draft.agencyId) ?? null;
          const number = await db.transaction((tx) => issueOne(tx, draft.id, party, now));
          if (number) numbers.push(number);
        }
        // PGlite runs on this thread: let requests through between batches.
        await setImmediate();
      }
    },
  };
}

export type InvoiceJobs = ReturnType<typeof createInvoiceJobs>;

/**
 * The job runs hourly (pg-boss's cron is UTC; midnight in Sarajevo is 22:00 or 23:00 UTC): the first
 * run of the 1st issues the past month, the others find nothing, and a month missed while the api
 * was down is issued by the next run.
 */
export async function startInvoiceJobs(queue: JobQueue, jobs: InvoiceJobs): Promise<void> {
  await queue.work(issueInvoicesJob, async () => {
    await jobs.issueDue();
  });
  await queue.schedule(issueInvoicesJob, '47 * * * *');
}
