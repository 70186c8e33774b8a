import type { CreateOrderRequest, MyOrdersResponse, OrderResponse } from '@krov/contracts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { decodeKeyset, encodeKeyset } from '../../platform/http/keyset-cursor.ts';
import { couponUsable, discountOf } from './coupon-rules.ts';
import { toKm } from './money.ts';
import { createOrdersRepository, type StoredOrder } from './orders.repository.ts';
import type { ProductRegistry } from './products.ts';

/** The order as the api answers it: each line as its kind shows it (a listing's item, the invoice it pays). */
export function orderResponseOf(
  { order, lines, coupon }: StoredOrder,
  products: ProductRegistry,
): OrderResponse {
  const answers = lines.map((line) => products.kindOf(line.kind).answer(line));
  let invoiceId: string | null = null;
  for (const answer of answers) if (answer && 'invoiceId' in answer) invoiceId ??= answer.invoiceId;
  return {
    id: order.id,
    status: order.status,
    items: answers.flatMap((answer) => (answer && 'item' in answer ? [answer.item] : [])),
    invoiceId,
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
 * A user's orders before the money moves: lines of the product kinds registered (decision 185),
 * priced by their kinds (never by the client), a coupon applied or removed while the order is
 * still open (pending and not sent to a provider). Checkout and what a payment does are the next
 * parts (issue 17).
 */
export function createOrdersService(deps: {
  db: Database;
  clock: Clock;
  products: ProductRegistry;
  /** An agency's issued invoice bought instead of listings (invoices/invoice-orders.ts): the order's id. */
  invoices: { createOrder(userId: string, invoiceId: string): Promise<string> };
}) {
  const repository = createOrdersRepository(deps.db);
  const answer = (stored: StoredOrder) => orderResponseOf(stored, deps.products);
  /** The kinds an order holding any of takes no coupon. */
  const withoutCoupon = () =>
    deps.products.kinds.filter((kind) => !kind.takesCoupon).map((kind) => kind.kind);

  async function owned(userId: string, id: string): Promise<StoredOrder> {
    const found = await repository.ofUser(id, userId);
    if (!found) throw new AppError('OrderNotFound');
    return found;
  }

  return {
    async create(userId: string, request: CreateOrderRequest): Promise<OrderResponse> {
      if ('invoiceId' in request) {
        return answer(await owned(userId, await deps.invoices.createOrder(userId, request.invoiceId)));
      }
      // The api's request names listings and what to do with them: each a line of that kind.
      const quoted = await deps.products.quote(
        userId,
        request.items.map((item) => ({ kind: `listing.${item.action}`, subjectId: item.propertyId })),
      );
      const lines = quoted.map((line, position) => ({
        ...line,
        position,
        amountMinor: line.quantity * line.unitPriceMinor,
      }));
      const subtotalMinor = lines.reduce((sum, line) => sum + line.amountMinor, 0);
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
        lines,
      );
      return answer(stored);
    },

    async get(userId: string, id: string): Promise<OrderResponse> {
      return answer(await owned(userId, id));
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
        items: page.map(answer),
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
      const changed = await repository.setCoupon(
        id,
        userId,
        { couponId: coupon.id, discountMinor },
        now,
        withoutCoupon(),
      );
      // Paid, failed or at the provider already: its amount no longer changes.
      if (!changed) throw new AppError('ActionForbidden');
      return answer(await owned(userId, id));
    },

    async removeCoupon(userId: string, id: string): Promise<OrderResponse> {
      await owned(userId, id);
      const changed = await repository.setCoupon(
        id,
        userId,
        { couponId: null, discountMinor: 0 },
        deps.clock.now(),
        withoutCoupon(),
      );
      if (!changed) throw new AppError('ActionForbidden');
      return answer(await owned(userId, id));
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
