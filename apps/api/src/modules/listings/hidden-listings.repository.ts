import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import type { KeysetPosition } from '../../platform/http/keyset-cursor.ts';
import type { PropertyRow } from './listings.repository.ts';
import { listingColumns, properties } from './listings.schema.ts';
import { publicAt } from './visibility.ts';

/** A listing a moderator hid, as the admin area lists it. */
export interface HiddenByModerator {
  id: string;
  ownerId: string;
  address: string;
  reason: string;
  hiddenAt: Date;
}

/** The SQL of the admins' list of moderated listings (the moderation module reads it through moderated-listings.ts). */
export function createHiddenListingsRepository(db: Database) {
  return {
    /** An owner's public listings, for a moderator to hide (a suspended user's; issue 29). `db`: the caller's transaction. */
    async publicOfOwner(ownerId: string, now: Date): Promise<PropertyRow[]> {
      return db
        .select(listingColumns)
        .from(properties)
        .where(and(eq(properties.ownerId, ownerId), publicAt(properties, now)))
        .orderBy(properties.id);
    },

    /**
     * The listings moderators hide now, the latest hidden first, after a position. Few and read
     * rarely: the filter runs over the table (no index of its own, docs/decisions.md Agencies 6).
     */
    async hiddenByModerators(limit: number, after: KeysetPosition | null): Promise<HiddenByModerator[]> {
      const keyset = after
        ? sql`(${properties.hiddenByAdminAt}, ${properties.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
        : undefined;
      const rows = await db
        .select({
          id: properties.id,
          ownerId: properties.ownerId,
          address: properties.address,
          reason: properties.adminHiddenReason,
          hiddenAt: properties.hiddenByAdminAt,
        })
        .from(properties)
        .where(and(isNotNull(properties.hiddenByAdminAt), isNull(properties.deletedAt), keyset))
        .orderBy(desc(properties.hiddenByAdminAt), desc(properties.id))
        .limit(limit);
      return rows.map((row) => ({ ...row, reason: row.reason ?? '', hiddenAt: row.hiddenAt as Date }));
    },
  };
}

export type HiddenListingsRepository = ReturnType<typeof createHiddenListingsRepository>;
