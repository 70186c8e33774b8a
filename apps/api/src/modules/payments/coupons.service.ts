import type { AdminCoupon, AdminCouponUsesResponse, createCouponRequest } from '@krov/contracts';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError, fieldError } from '../../platform/errors/app-error.ts';
import type { PublicProfiles } from '../accounts/ports.ts';
import type { AuditRecorder } from '../audit/ports.ts';
import { type CouponRow, createCouponsRepository } from './coupons.repository.ts';
import { toKm, toMinor } from './money.ts';

export function adminCouponOf(row: CouponRow): AdminCoupon {
  return {
    id: row.id,
    code: row.code,
    percentOff: row.percentOff,
    amountOff: row.amountOffMinor === null ? null : toKm(row.amountOffMinor),
    validFrom: row.validFrom.toISOString(),
    validUntil: row.validUntil.toISOString(),
    maxUses: row.maxUses,
    uses: row.uses,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The admins' coupons: create (a code once), list with their uses, who holds them, disable. */
export function createCouponsAdmin(deps: {
  db: Database;
  clock: Clock;
  profiles: Pick<PublicProfiles, 'contactsByIds'>;
  /** Coupons made and disabled are admin actions: each writes its entry (decision 227). */
  audit: AuditRecorder;
}) {
  const repository = createCouponsRepository(deps.db);
  return {
    async create(adminId: string, input: z.output<typeof createCouponRequest>): Promise<AdminCoupon> {
      const now = deps.clock.now();
      const row = await deps.db.transaction(async (tx) => {
        const made = await createCouponsRepository(tx).insert({
          code: input.code,
          percentOff: input.percentOff ?? null,
          amountOffMinor: input.amountOff === undefined ? null : toMinor(input.amountOff),
          validFrom: new Date(input.validFrom),
          validUntil: new Date(input.validUntil),
          maxUses: input.maxUses,
          createdBy: adminId,
          createdAt: now,
        });
        if (made) {
          await deps.audit.recordIn(tx, {
            adminId,
            action: 'coupon.create',
            subject: { type: 'coupon', id: made.id },
            details: {
              code: made.code,
              percentOff: made.percentOff,
              amountOff: made.amountOffMinor === null ? null : toKm(made.amountOffMinor),
              maxUses: made.maxUses,
            },
            at: now,
          });
        }
        return made;
      });
      // A code names one coupon for ever: another with the same code is refused.
      if (!row) throw fieldError('code', 'Invalid');
      return adminCouponOf(row);
    },

    async list(): Promise<{ items: AdminCoupon[] }> {
      return { items: (await repository.list()).map(adminCouponOf) };
    },

    /** Who holds the coupon's uses: paid orders and checkouts in progress (a failed one gave its back). */
    async uses(id: string): Promise<AdminCouponUsesResponse> {
      if (!(await repository.exists(id))) throw new AppError('CouponNotFound');
      const rows = await repository.uses(id);
      const users = await deps.profiles.contactsByIds([...new Set(rows.map((row) => row.userId))]);
      return {
        items: rows.map((row) => {
          const user = users.get(row.userId);
          return {
            orderId: row.orderId,
            orderStatus: row.orderStatus,
            total: toKm(row.totalMinor),
            user: user ? { id: user.userId, name: user.name, email: user.email } : null,
            usedAt: row.usedAt.toISOString(),
          };
        }),
      };
    },

    async disable(adminId: string, id: string): Promise<AdminCoupon> {
      const now = deps.clock.now();
      const row = await deps.db.transaction(async (tx) => {
        const disabled = await createCouponsRepository(tx).disable(id, now);
        // Disabled before: nothing was done, nothing is logged.
        if (disabled?.changed) {
          await deps.audit.recordIn(tx, {
            adminId,
            action: 'coupon.disable',
            subject: { type: 'coupon', id },
            details: { code: disabled.row.code },
            at: now,
          });
        }
        return disabled?.row;
      });
      if (!row) throw new AppError('CouponNotFound');
      return adminCouponOf(row);
    },
  };
}

export type CouponsAdmin = ReturnType<typeof createCouponsAdmin>;
