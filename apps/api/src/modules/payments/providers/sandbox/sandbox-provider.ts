import { z } from 'zod';
import type { Clock } from '../../../../platform/clock/clock.ts';
import type {
  PaymentProviderAdapter,
  ProviderNotification,
  ProviderPayment,
  ProviderStatus,
  Verified,
} from '../provider.ts';
import type { SandboxPayment, SandboxRepository } from './sandbox.repository.ts';
import { sandboxCheckoutLifetimeMs } from './sandbox-cards.ts';
import { checkSandboxSignature, sandboxSignatureHeader } from './sandbox-signature.ts';

/** The body the sandbox gateway posts to the notification URL, signed over its raw bytes. */
export const sandboxNotificationBody = z.object({
  orderNumber: z.string().min(1).max(40),
  status: z.enum(['approved', 'declined', 'failed']),
  amountMinor: z.number().int().min(0),
  currency: z.string().regex(/^[A-Z]{3}$/),
  reference: z.string().min(1).max(64),
  sentAt: z.string(),
});
export type SandboxNotificationBody = z.infer<typeof sandboxNotificationBody>;

/** The hosted checkout page of one sandbox payment. */
export const sandboxCheckoutPath = (paymentId: string) => `/api/payments/sandbox/checkout/${paymentId}`;

/**
 * The sandbox as a payment provider (provider.ts), the default where Monri is not configured: a
 * checkout is a row of its ledger and its hosted page on this api; its notifications are signed
 * with a key derived from the api's secret; its status and refunds are read from and written to
 * its ledger, as a gateway answers from its own books (decision 150).
 */
export function createSandboxProvider(deps: {
  repository: SandboxRepository;
  clock: Clock;
  key: Buffer;
  publicApiUrl: string;
}): PaymentProviderAdapter {
  const { repository } = deps;

  function paymentOf(row: SandboxPayment, approved: boolean, raw: unknown) {
    return {
      orderNumber: row.orderNumber,
      amountMinor: row.amountMinor,
      currency: row.currency,
      approved,
      providerReference: row.reference,
      raw,
    };
  }

  return {
    name: 'sandbox',
    checkoutLifetimeMs: sandboxCheckoutLifetimeMs,

    async createCheckout(request) {
      const row = await repository.open({
        orderNumber: request.orderNumber,
        amountMinor: request.amountMinor,
        currency: request.currency,
        description: request.description,
        language: request.language,
        successUrl: request.urls.success,
        cancelUrl: request.urls.cancel,
        notificationUrl: request.urls.notification,
        createdAt: deps.clock.now(),
      });
      return { kind: 'redirect', url: `${deps.publicApiUrl}${sandboxCheckoutPath(row.id)}` };
    },

    verifyNotification({ headers, rawBody }: ProviderNotification): Verified<ProviderPayment> {
      const signature = checkSandboxSignature(deps.key, rawBody, headers[sandboxSignatureHeader]);
      if (signature !== 'ok') return { ok: false, reason: signature };
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return { ok: false, reason: 'malformed' };
      }
      const parsed = sandboxNotificationBody.safeParse(json);
      if (!parsed.success) return { ok: false, reason: 'malformed' };
      const body = parsed.data;
      return {
        ok: true,
        value: {
          orderNumber: body.orderNumber,
          amountMinor: body.amountMinor,
          currency: body.currency,
          approved: body.status === 'approved',
          providerReference: body.reference,
          raw: body,
        },
      };
    },

    async queryStatus(orderNumber): Promise<ProviderStatus> {
      const row = await repository.byOrderNumber(orderNumber);
      // Not paid yet (the page still open) or not decided yet: nothing to say, as a gateway would not.
      if (!row || row.status === 'open' || row.status === 'processing') return { found: false };
      const approved = row.status === 'approved' || row.status === 'refunded';
      return { found: true, payment: paymentOf(row, approved, { status: row.status }) };
    },

    async refund({ orderNumber, amountMinor, currency }) {
      const row = await repository.byOrderNumber(orderNumber);
      if (!row || row.amountMinor !== amountMinor || row.currency !== currency) {
        return { ok: false, reason: 'no such payment', raw: { found: Boolean(row) } };
      }
      if (row.status === 'refunded')
        return { ok: true, providerReference: row.reference, raw: { again: true } };
      const moved = await repository.move(row.id, 'approved', {
        status: 'refunded',
        decidedAt: deps.clock.now(),
      });
      return moved
        ? { ok: true, providerReference: moved.reference, raw: { status: 'refunded' } }
        : { ok: false, reason: `the payment is ${row.status}`, raw: { status: row.status } };
    },
  };
}
