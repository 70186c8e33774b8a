import type { CreateOrderRequest, MyOrdersResponse, OrderResponse } from '@krov/contracts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { decodeKeyset, encodeKeyset } from '../../platform/http/keyset-cursor.ts';
import type { PaidListings } from '../listings/paid-listings.ts';
import { couponUsable, discountOf } from './coupon-rules.ts';
import { toKm } from './money.ts';
import { createOrdersRepository, type StoredOrder } from './orders.repository.ts';
import { type PriceList, priceOf } from './pricing.ts';

export function orderResponseOf({ order, items, coupon }: StoredOrder): OrderResponse {
  return {
    id: order.id,
    status: order.status,
    items: items.map((item) => ({
      propertyId: item.propertyId,
      action: item.action,
      listingType: item.listingType as OrderResponse['items'][number]['listingType'],
      address: item.address,
      days: item.days,
      amount: toKm(item.amountMinor),
    })),
    invoiceId: order.invoiceId,
    subtotal: toKm(order.subtotalMinor),
    discount: toKm(order.discountMinor),
    total: toKm(order.totalMinor),
    currency: 'BAM',
    coupon: coupon
      ? {
          code: coupon.code,
          percentOff: coupon.percentOff,
          amountOff: coupon.amountOffMinor === null ? null : toKm(coupon.amountOffMinor),
        }
      : null,
    provider: order.provider,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    refundedAt: order.refundedAt?.toISOString() ?? null,
  };
}

/**
 * A private user's orders before the money moves: made from their listings and priced by the api
 * (never by the client), a coupon applied or removed while the order is still open (pending and
 * not sent to a provider). Checkout and what a payment does are the next parts (issue 17).
 */
export function createOrdersService(deps: {
  db: Database;
  clock: Clock;
  prices: PriceList;
  listings: Pick<PaidListings, 'quote'>;
  /** An agency's issued invoice bought instead of listings (invoices/invoice-orders.ts). */
  invoices: { createOrder(userId: string, invoiceId: string): Promise<OrderResponse> };
}) {
  const repository = createOrdersRepository(deps.db);

  async function owned(userId: string, id: string): Promise<StoredOrder> {
    const found = await repository.ofUser(id, userId);
    if (!found) throw new AppError('OrderNotFound');
    return found;
  }

  return {
    async create(userId: string, request: CreateOrderRequest): Promise<OrderResponse> {
      if ('invoiceId' in request) return deps.invoices.createOrder(userId, request.invoiceId);
      const quoted = await deps.listings.quote(userId, request.items);
      const items = quoted.map((item, position) => {
        const price = priceOf(deps.prices, item.listingType);
        return { ...item, position, days: price.days, amountMinor: price.amountMinor };
      });
      const subtotalMinor = items.reduce((sum, item) => sum + item.amountMinor, 0);
      const now = deps.clock.now();
      const stored = await repository.insert(
        {
          userId,
          subtotalMinor,
          discountMinor: 0,
          totalMinor: subtotalMinor,
          createdAt: now,
          updatedAt: now,
        },
        items,
      );
      return orderResponseOf(stored);
    },

    async get(userId: string, id: string): Promise<OrderResponse> {
      return orderResponseOf(await owned(userId, id));
    },

    async mine(
      userId: string,
      query: { cursor?: string | undefined; limit: number },
    ): Promise<MyOrdersResponse> {
      const after = query.cursor ? decodeKeyset(query.cursor) : null;
      const rows = await repository.pageOfUser(userId, after, query.limit);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map(orderResponseOf),
        nextCursor:
          rows.length > query.limit && last
            ? encodeKeyset({ at: last.order.createdAt, id: last.order.id })
            : null,
      };
    },

    /** Unknown, disabled, not yet or no longer valid, used up, or used by this user: CouponNotFound alike. */
    async applyCoupon(userId: string, id: string, code: string): Promise<OrderResponse> {
      const { order } = await owned(userId, id);
      const coupon = await repository.couponByCode(code);
      const now = deps.clock.now();
      if (!coupon || !couponUsable(coupon, now, await repository.usedCoupon(coupon.id, userId))) {
        throw new AppError('CouponNotFound');
      }
      const discountMinor = discountOf(coupon, order.subtotalMinor);
      const changed = await repository.setCoupon(id, userId, { couponId: coupon.id, discountMinor }, now);
      // Paid, failed or at the provider already: its amount no longer changes.
      if (!changed) throw new AppError('ActionForbidden');
      return orderResponseOf(await owned(userId, id));
    },

    async removeCoupon(userId: string, id: string): Promise<OrderResponse> {
      await owned(userId, id);
      const changed = await repository.setCoupon(
        id,
        userId,
        { couponId: null, discountMinor: 0 },
        deps.clock.now(),
      );
      if (!changed) throw new AppError('ActionForbidden');
      return orderResponseOf(await owned(userId, id));
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
