import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Clock } from '../../../../platform/clock/clock.ts';
import type { Database } from '../../../../platform/db/database.ts';
import { defineJob, type JobQueue, jobTransaction, noPayload } from '../../../../platform/queue/job-queue.ts';
import { createSandboxRepository, type SandboxPayment } from './sandbox.repository.ts';
import { lastFourOf, lateFailureMs, outcomeOfCard, sandboxCheckoutLifetimeMs } from './sandbox-cards.ts';
import type { SandboxNotificationBody } from './sandbox-provider.ts';
import { sandboxSignatureHeader, signSandboxBody } from './sandbox-signature.ts';

/**
 * The sandbox gateway posts its notification of one payment (retried until our api takes it). With
 * a heartbeat, as the photo jobs: a card taken just before a crash is applied seconds after the
 * restart, not after the 15-minute expiry or the reconciliation (issue 27).
 */
export const sandboxNotifyJob = defineJob('payments.sandbox-notify', z.object({ paymentId: z.uuid() }), {
  heartbeatSeconds: 10,
});
/** Periodic: the late-failure card's payments whose time has come fail. */
export const sandboxDecideJob = defineJob('payments.sandbox-decide', noPayload);

/** An HTTP POST of the notification to the api's own route: the status it answered. */
export type NotificationPoster = (
  url: string,
  headers: Record<string, string>,
  rawBody: Buffer,
) => Promise<number>;

export type PayAnswer =
  | { kind: 'redirect'; url: string }
  | { kind: 'invalid-card'; payment: SandboxPayment }
  | { kind: 'expired'; payment: SandboxPayment }
  | { kind: 'not-found' };

export { sandboxCheckoutLifetimeMs };

export const sandboxCheckoutExpired = (payment: SandboxPayment, now: Date) =>
  payment.status === 'open' && now.getTime() - payment.createdAt.getTime() >= sandboxCheckoutLifetimeMs;

/**
 * The sandbox gateway's side (decision 150): the hosted page's card decides the payment, recorded in
 * its ledger with the job that notifies us in one transaction; the notification is signed over its
 * raw bytes and posted to the notification URL the checkout named, through our real route.
 */
export function createSandboxGateway(deps: {
  db: Database;
  clock: Clock;
  queue: JobQueue;
  key: Buffer;
  post: NotificationPoster;
}) {
  const repository = createSandboxRepository(deps.db);

  /** Moves the payment and queues its notification together (nothing when someone moved it first). */
  async function decide(payment: SandboxPayment, change: Partial<SandboxPayment>): Promise<boolean> {
    return deps.db.transaction(async (tx) => {
      const moved = await createSandboxRepository(tx).move(payment.id, payment.status, change);
      if (!moved) return false;
      if (moved.status !== 'processing') {
        await deps.queue.send(sandboxNotifyJob, { paymentId: moved.id }, { transaction: jobTransaction(tx) });
      }
      return true;
    });
  }

  return {
    payment: (id: string) => repository.byId(id),

    /** Whether the payment's page no longer takes a card (see sandboxCheckoutLifetimeMs). */
    expired: (payment: SandboxPayment) => sandboxCheckoutExpired(payment, deps.clock.now()),

    /** A card typed on the hosted page: approved, declined or processing; then back to the shop. */
    async pay(id: string, card: string): Promise<PayAnswer> {
      const payment = await repository.byId(id);
      if (!payment) return { kind: 'not-found' };
      // Tried already (a second submit, the back button): the shop shows where it stands.
      if (payment.status !== 'open') return { kind: 'redirect', url: payment.successUrl };
      if (sandboxCheckoutExpired(payment, deps.clock.now())) return { kind: 'expired', payment };
      const outcome = outcomeOfCard(card);
      if (!outcome) return { kind: 'invalid-card', payment };
      const now = deps.clock.now();
      const reference = `SBX-${randomBytes(6).toString('hex').toUpperCase()}`;
      const cardLast4 = lastFourOf(card);
      await decide(
        payment,
        outcome === 'late-failure'
          ? { status: 'processing', cardLast4, reference, decideAt: new Date(now.getTime() + lateFailureMs) }
          : { status: outcome, cardLast4, reference, decidedAt: now },
      );
      return { kind: 'redirect', url: payment.successUrl };
    },

    /** The late failures due by now; answers how many failed. */
    async decideDue(): Promise<number> {
      let failed = 0;
      for (const payment of await repository.dueToDecide(deps.clock.now(), 100)) {
        if (await decide(payment, { status: 'failed', decidedAt: deps.clock.now() })) failed += 1;
      }
      return failed;
    },

    /** Posts the payment's notification; throws (the job retries) until our api answers it. */
    async notify(paymentId: string): Promise<void> {
      const payment = await repository.byId(paymentId);
      if (!payment || !['approved', 'declined', 'failed'].includes(payment.status)) return;
      const body: SandboxNotificationBody = {
        orderNumber: payment.orderNumber,
        status: payment.status as SandboxNotificationBody['status'],
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        reference: payment.reference ?? payment.id,
        sentAt: deps.clock.now().toISOString(),
      };
      const rawBody = Buffer.from(JSON.stringify(body));
      const status = await deps.post(
        payment.notificationUrl,
        { 'content-type': 'application/json', [sandboxSignatureHeader]: signSandboxBody(deps.key, rawBody) },
        rawBody,
      );
      // 4xx is an answer (logged on our side), 5xx or none is not: retried with backoff.
      if (status >= 500) throw new Error(`the sandbox notification of ${paymentId} answered ${status}`);
    },
  };
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
