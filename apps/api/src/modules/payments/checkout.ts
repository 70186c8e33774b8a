import type { CheckoutResponse } from '@krov/contracts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { UserContact } from '../accounts/public-profiles.ts';
import type { PaidListings } from '../listings/paid-listings.ts';
import { createCheckoutRepository } from './checkout.repository.ts';
import { discountOf } from './coupon-rules.ts';
import { orderNumberOf } from './order-number.ts';
import { createOrdersRepository } from './orders.repository.ts';
import { orderResponseOf } from './orders.service.ts';
import type { PriceList } from './pricing.ts';
import { repricedItems } from './pricing.ts';
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
  listings: Pick<PaidListings, 'quote'>;
  /** The fees now: an order is priced again at checkout when its listings changed type. */
  prices: PriceList;
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
    return { kind: 'paid', order: orderResponseOf(stored) };
  }

  return {
    async checkout(userId: string, id: string): Promise<CheckoutResponse> {
      let stored = await orders.ofUser(id, userId);
      if (!stored) throw new AppError('OrderNotFound');
      if (stored.order.status === 'paid') return { kind: 'paid', order: orderResponseOf(stored) };
      // Failed or refunded: a retry is a new order (decision 150).
      if (stored.order.status !== 'pending') throw new AppError('ActionForbidden');
      const now = deps.clock.now();
      if (!stored.order.checkoutAt && stored.items.length > 0) {
        const quoted = await deps.listings.quote(
          userId,
          stored.items.map((item) => ({ propertyId: item.propertyId, action: item.action })),
        );
        // A listing made another type since the order was priced is paid at that type's fee (issue 27).
        const repriced = repricedItems(deps.prices, stored.items, quoted);
        if (repriced) {
          const { coupon } = stored;
          const discount = (subtotal: number) => (coupon ? discountOf(coupon, subtotal) : 0);
          await orders.reprice(id, userId, repriced, discount, now);
          stored = await orders.ofUser(id, userId);
          if (!stored) throw new AppError('OrderNotFound');
        }
      }
      const { order, items } = stored;
      const started = await checkouts.start(
        { id: order.id, userId, propertyIds: items.map((item) => item.propertyId) },
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
      return deps.provider.createCheckout({
        orderNumber: orderNumberOf(order.id),
        amountMinor: order.totalMinor,
        currency: order.currency,
        description:
          items
            .map((item) => item.address)
            .join('; ')
            .slice(0, 200) || 'Krov',
        buyer: { fullName: contact?.name ?? '', email: contact?.email ?? '', country: 'BA' },
        language: contact?.language ?? 'bs',
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
