import type { AdminOrder, AdminOrdersResponse, OrderApplication } from '@krov/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { decodeKeyset, encodeKeyset } from '../../platform/http/keyset-cursor.ts';
import type { PublicProfiles } from '../accounts/ports.ts';
import type { AuditRecorder } from '../audit/ports.ts';
import { toKm } from './money.ts';
import { orderNumberOf } from './order-number.ts';
import { createOrdersRepository, type StoredOrder } from './orders.repository.ts';
import { orderResponseOf } from './orders.service.ts';
import type { ProductRegistry } from './products.ts';
import type { PaymentProviderAdapter } from './providers/provider.ts';
import type { Settlement } from './settlement.ts';

const uuidPrefix = /^[0-9a-f-]{4,36}$/i;

/**
 * The admins' orders (issue 17): found by status, number or buyer, and refunded. A refund asks
 * the provider first; only the money given back moves the order (settlement.ts `refund`). An order
 * of 0 KM took no money: it is refunded without the provider.
 */
export function createOrdersAdmin(deps: {
  db: Database;
  settlement: Settlement;
  providers: ReadonlyMap<string, PaymentProviderAdapter>;
  profiles: Pick<PublicProfiles, 'contactsByIds' | 'contactByEmail'>;
  products: ProductRegistry;
  log: FastifyBaseLogger;
  clock: Clock;
  /** A refund is an admin action: its entry commits with it (decision 227). */
  audit: AuditRecorder;
}) {
  const repository = createOrdersRepository(deps.db);

  /**
   * What a paid order applied (issue 27: a paid order that applied nothing is told apart): its
   * lines applied by their kinds — listings published or renewed, an invoice marked paid by it
   * rather than by another order first (decision 185).
   */
  function appliedOf({ order, lines }: StoredOrder): OrderApplication | null {
    if (!order.paidAt) return null;
    const applied = lines.filter((line) => line.appliedAt !== null).length;
    return applied === lines.length ? 'all' : applied === 0 ? 'none' : 'some';
  }

  async function withBuyers(stored: readonly StoredOrder[]): Promise<AdminOrder[]> {
    const buyers = await deps.profiles.contactsByIds([...new Set(stored.map((each) => each.order.userId))]);
    return stored.map((each) => {
      const buyer = buyers.get(each.order.userId);
      return {
        ...orderResponseOf(each, deps.products),
        number: each.order.id.slice(0, 8).toUpperCase(),
        applied: appliedOf(each),
        buyer: buyer ? { id: buyer.userId, name: buyer.name, email: buyer.email } : null,
      };
    });
  }

  return {
    async list(query: {
      status?: AdminOrder['status'] | undefined;
      q?: string | undefined;
      cursor?: string | undefined;
      limit: number;
    }): Promise<AdminOrdersResponse> {
      const after = query.cursor ? decodeKeyset(query.cursor) : null;
      const q = query.q?.trim().toLowerCase();
      let filter: Parameters<typeof repository.adminPage>[0] = query.status ? { status: query.status } : {};
      if (q?.includes('@')) {
        const buyer = await deps.profiles.contactByEmail(q);
        if (!buyer) return { items: [], nextCursor: null };
        filter = { ...filter, userIds: [buyer.userId] };
      } else if (q) {
        if (!uuidPrefix.test(q)) return { items: [], nextCursor: null };
        filter = { ...filter, idPrefix: q };
      }
      const rows = await repository.adminPage(filter, after, query.limit);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: await withBuyers(page),
        nextCursor:
          rows.length > query.limit && last
            ? encodeKeyset({ at: last.order.createdAt, id: last.order.id })
            : null,
      };
    },

    async refund(adminId: string, id: string, reason: string): Promise<AdminOrder> {
      const stored = await repository.byId(id);
      if (!stored) throw new AppError('OrderNotFound');
      const { order } = stored;
      if (order.status === 'paid' && order.totalMinor > 0) {
        const provider = order.provider ? deps.providers.get(order.provider) : undefined;
        // Paid through a provider this api no longer talks to: refunded there by hand, not here.
        if (!provider) throw new AppError('ActionForbidden');
        const refunded = await provider.refund({
          orderNumber: orderNumberOf(order.id),
          amountMinor: order.totalMinor,
          currency: order.currency,
        });
        if (!refunded.ok) {
          deps.log.error({ orderId: id, reason: refunded.reason }, 'the provider refused the refund');
          throw new AppError('ActionForbidden');
        }
      } else if (order.status !== 'refunded') {
        throw new AppError('ActionForbidden');
      }
      await deps.settlement.refund(id, (tx) =>
        deps.audit.recordIn(tx, {
          adminId,
          action: 'order.refund',
          subject: { type: 'order', id },
          reason,
          details: { amount: toKm(order.totalMinor), userId: order.userId },
          at: deps.clock.now(),
        }),
      );
      deps.log.info({ orderId: id, adminId, reason }, 'order refunded');
      const after = await repository.byId(id);
      return (await withBuyers([after as StoredOrder]))[0] as AdminOrder;
    },
  };
}

export type OrdersAdmin = ReturnType<typeof createOrdersAdmin>;
