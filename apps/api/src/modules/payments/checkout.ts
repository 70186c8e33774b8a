import type { CheckoutResponse } from '@krov/contracts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { UserContact } from '../accounts/ports.ts';
import { createCheckoutRepository, holdsOf } from './checkout.repository.ts';
import { discountOf } from './coupon-rules.ts';
import { orderNumberOf } from './order-number.ts';
import { createOrdersRepository } from './orders.repository.ts';
import { orderResponseOf } from './orders.service.ts';
import { type ProductRegistry, repricedLines } from './products.ts';
import type { PaymentProviderAdapter } from './providers/provider.ts';
import type { Settlement } from './settlement.ts';

/**
 * Sends a pending order to the payment provider (issue 17): the listings checked again (they may
 * have changed since the order was made), the coupon's use held, then where the browser goes. A
 * total of 0 is paid at once without a provider. A listing another checkout holds while the
 * provider's page may still take its card answers PaymentInProgress: paying twice for one
 * publication is refused before the money moves (issue 27: the hold lasts the page's life).
 */
export function createCheckout(deps: {
  db: Database;
  clock: Clock;
  settlement: Settlement;
  provider: PaymentProviderAdapter;
  /** The kinds sold: an order's lines are quoted again at checkout (a listing changed type since). */
  products: ProductRegistry;
  contactOf(userId: string): Promise<UserContact | undefined>;
  publicWebUrl: string;
  publicApiUrl: string;
}) {
  const orders = createOrdersRepository(deps.db);
  const checkouts = createCheckoutRepository(deps.db);

  async function paidAnswer(userId: string, id: string): Promise<CheckoutResponse> {
    const stored = await orders.ofUser(id, userId);
    if (!stored) throw new AppError('OrderNotFound');
    if (stored.order.status !== 'paid') throw new AppError('ActionForbidden');
    return { kind: 'paid', order: orderResponseOf(stored, deps.products) };
  }

  return {
    async checkout(userId: string, id: string): Promise<CheckoutResponse> {
      let stored = await orders.ofUser(id, userId);
      if (!stored) throw new AppError('OrderNotFound');
      if (stored.order.status === 'paid') {
        return { kind: 'paid', order: orderResponseOf(stored, deps.products) };
      }
      // Failed or refunded: a retry is a new order (decision 150).
      if (stored.order.status !== 'pending') throw new AppError('ActionForbidden');
      const now = deps.clock.now();
      const rechecked = stored.lines.filter((line) => deps.products.kindOf(line.kind).recheckAtCheckout);
      if (!stored.order.checkoutAt && rechecked.length > 0) {
        const quoted = await deps.products.quote(userId, rechecked);
        // A listing made another type since the order was priced is paid at that type's fee (issue 27).
        const repriced = repricedLines(stored.lines, rechecked, quoted);
        if (repriced) {
          const { coupon } = stored;
          const discount = (subtotal: number) => (coupon ? discountOf(coupon, subtotal) : 0);
          await orders.reprice(id, userId, repriced, discount, now);
          stored = await orders.ofUser(id, userId);
          if (!stored) throw new AppError('OrderNotFound');
        }
      }
      const { order, lines } = stored;
      const started = await checkouts.start(
        { id: order.id, userId, holds: holdsOf(deps.products, lines) },
        order.totalMinor === 0 ? null : deps.provider.name,
        now,
        new Date(now.getTime() - deps.provider.checkoutLifetimeMs),
      );
      if (started === 'held') throw new AppError('PaymentInProgress');
      if (started === 'coupon') throw new AppError('CouponNotFound');
      if (started === 'closed') return paidAnswer(userId, id);
      if (order.totalMinor === 0) {
        // Nothing to pay (a coupon took it all): paid here, without a provider.
        await deps.settlement.settle(order.id, {
          event: 'paid',
          amountMinor: 0,
          currency: order.currency,
          provider: null,
          providerReference: null,
        });
        return paidAnswer(userId, id);
      }
      const contact = await deps.contactOf(userId);
      const language = contact?.language ?? 'bs';
      return deps.provider.createCheckout({
        orderNumber: orderNumberOf(order.id),
        amountMinor: order.totalMinor,
        currency: order.currency,
        description:
          lines
            .map((line) => deps.products.kindOf(line.kind).describe(line, language))
            .filter((text) => text !== '')
            .join('; ')
            .slice(0, 200) || 'Krov',
        buyer: { fullName: contact?.name ?? '', email: contact?.email ?? '', country: 'BA' },
        language,
        urls: {
          success: `${deps.publicWebUrl}/payment?order=${order.id}&return=1`,
          cancel: `${deps.publicWebUrl}/payment?order=${order.id}`,
          notification: `${deps.publicApiUrl}/api/payments/${deps.provider.name}/notifications`,
        },
      });
    },
  };
}

export type Checkout = ReturnType<typeof createCheckout>;
