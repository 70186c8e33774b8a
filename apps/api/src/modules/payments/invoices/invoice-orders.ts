import { paymentLimits } from '@krov/contracts';
import type { Clock } from '../../../platform/clock/clock.ts';
import type { Database } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { ProductKind, QuotedLine } from '../products.ts';
import {
  type InvoiceOrderRow,
  type InvoiceRow,
  invoiceOrderQueries as queries,
} from './invoice-orders.repository.ts';
import { type InvoiceMemberships, ownedAgencyOf } from './invoice-owner.ts';

const pendingMs = paymentLimits.pendingMinutes * 60_000;
/** The kind of an order's line that pays an agency's invoice. */
export const invoiceKind = 'agency.invoice';

/** Another agency's (or an unknown) invoice NotFound; a draft or a paid one ActionForbidden. */
function payable(invoice: InvoiceRow | undefined): QuotedLine {
  if (!invoice) throw new AppError('NotFound');
  if (invoice.status !== 'unpaid') throw new AppError('ActionForbidden');
  return { subjectId: invoice.id, days: null, quantity: 1, unitPriceMinor: invoice.totalMinor, snapshot: {} };
}

/**
 * Paying an agency invoice through the same checkout as orders (DECISIONS.md; docs/decisions.md,
 * Payments 4): the owner's order of one `agency.invoice` line (decision 185) for an issued, unpaid
 * invoice of their agency, for its total with PDV and no coupon; settlement marks the invoice paid
 * in the transaction that marks the order paid (the kind's `applyIn`).
 */
export function createInvoicePayments(deps: { db: Database; clock: Clock; agencies: InvoiceMemberships }) {
  /** The product kind payments sell: an invoice, once, for its total. */
  const product: ProductKind = {
    kind: invoiceKind,
    recheckAtCheckout: false,
    heldWith: [],
    takesCoupon: false,
    paidLink: '/me/agency/invoices',
    async quote(userId, lines) {
      const agencyId = await ownedAgencyOf(deps.agencies, userId);
      const quoted: QuotedLine[] = [];
      for (const line of lines)
        quoted.push(payable(await queries.invoice(deps.db, line.subjectId, agencyId)));
      return quoted;
    },
    // False when another order paid it first: that money is the admin's to refund (not applied).
    async applyIn(tx, _userId, lines, now) {
      const applied: number[] = [];
      for (const line of lines)
        if (await queries.markPaid(tx, line.subjectId, now)) applied.push(line.position);
      return { applied };
    },
    // A refunded invoice's order leaves the invoice as it is: the agency owes it again by hand.
    withdrawIn: async () => ({ applied: [] }),
    // The provider's page says the site's name alone (checkout.ts), as for every invoice order before.
    describe: () => '',
    answer: (line) => ({ invoiceId: line.subjectId }),
    receipt: () => null,
  };

  return {
    product,

    /**
     * POST /api/orders with `{invoiceId}`: the order's id. Another agency's (or an unknown) invoice
     * NotFound; a draft or a paid one ActionForbidden; one whose payment is at a provider
     * PaymentInProgress. The pending order made before for it, not yet at a provider, is answered
     * again rather than a second.
     */
    async createOrder(userId: string, invoiceId: string): Promise<string> {
      const agencyId = await ownedAgencyOf(deps.agencies, userId);
      const now = deps.clock.now();
      return deps.db.transaction(async (tx): Promise<string> => {
        const line = payable(await queries.invoice(tx, invoiceId, agencyId, { lock: true }));
        const pending = await queries.pendingOrders(tx, invoiceId);
        const atProvider = pending.some(
          (order) => order.checkoutAt && now.getTime() - order.checkoutAt.getTime() < pendingMs,
        );
        if (atProvider) throw new AppError('PaymentInProgress');
        const again = pending.find(
          (order: InvoiceOrderRow) =>
            !order.checkoutAt && order.userId === userId && order.totalMinor === line.unitPriceMinor,
        );
        if (again) return again.id;
        return queries.insertOrder(
          tx,
          {
            userId,
            subtotalMinor: line.unitPriceMinor,
            discountMinor: 0,
            totalMinor: line.unitPriceMinor,
            createdAt: now,
            updatedAt: now,
          },
          { ...line, kind: invoiceKind, position: 0, amountMinor: line.unitPriceMinor },
        );
      });
    },

    /**
     * In the transaction that marks an invoice's order paid: the invoice becomes paid. False when
     * it was not unpaid (another order paid it first): that money is to refund.
     */
    markPaidIn(tx: Database, invoiceId: string, now: Date): Promise<boolean> {
      return queries.markPaid(tx, invoiceId, now);
    },
  };
}

export type InvoicePayments = ReturnType<typeof createInvoicePayments>;
