import { type OrderResponse, paymentLimits } from '@krov/contracts';
import type { Clock } from '../../../platform/clock/clock.ts';
import type { Database } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { orderResponseOf } from '../orders.service.ts';
import { type InvoiceOrderRow, invoiceOrderQueries as queries } from './invoice-orders.repository.ts';
import { type InvoiceMemberships, ownedAgencyOf } from './invoice-owner.ts';

const pendingMs = paymentLimits.pendingMinutes * 60_000;

/**
 * Paying an agency invoice through the same checkout as orders (DECISIONS.md; docs/decisions.md,
 * Payments 4): the owner's order for an issued, unpaid invoice of their agency, for its total with
 * PDV, no items and no coupon; settlement marks the invoice paid in the transaction that marks
 * the order paid (`markPaidIn`).
 */
export function createInvoicePayments(deps: { db: Database; clock: Clock; agencies: InvoiceMemberships }) {
  return {
    /**
     * POST /api/orders with `{invoiceId}`. Another agency's (or an unknown) invoice NotFound; a draft
     * or a paid one ActionForbidden; one whose payment is at a provider PaymentInProgress. The
     * pending order made before for it, not yet at a provider, is answered again rather than a second.
     */
    async createOrder(userId: string, invoiceId: string): Promise<OrderResponse> {
      const agencyId = await ownedAgencyOf(deps.agencies, userId);
      const now = deps.clock.now();
      const order = await deps.db.transaction(async (tx): Promise<InvoiceOrderRow> => {
        const invoice = await queries.lockInvoice(tx, invoiceId, agencyId);
        if (!invoice) throw new AppError('NotFound');
        if (invoice.status !== 'unpaid') throw new AppError('ActionForbidden');
        const pending = await queries.pendingOrders(tx, invoiceId);
        const atProvider = pending.some(
          (order) => order.checkoutAt && now.getTime() - order.checkoutAt.getTime() < pendingMs,
        );
        if (atProvider) throw new AppError('PaymentInProgress');
        const again = pending.find(
          (order) => !order.checkoutAt && order.userId === userId && order.totalMinor === invoice.totalMinor,
        );
        if (again) return again;
        return queries.insertOrder(tx, {
          userId,
          invoiceId,
          subtotalMinor: invoice.totalMinor,
          discountMinor: 0,
          totalMinor: invoice.totalMinor,
          createdAt: now,
          updatedAt: now,
        });
      });
      return orderResponseOf({ order, items: [], coupon: null });
    },

    /**
     * For settlement, in the transaction that marks an invoice's order paid: the invoice becomes
     * paid. False when it was not unpaid (another order paid it first): that money is to refund.
     */
    markPaidIn(tx: Database, invoiceId: string, now: Date): Promise<boolean> {
      return queries.markPaid(tx, invoiceId, now);
    },
  };
}

export type InvoicePayments = ReturnType<typeof createInvoicePayments>;
