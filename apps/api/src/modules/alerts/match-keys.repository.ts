import { asc, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { savedSearches } from './alerts.schema.ts';
import type { KeyColumns } from './match-keys.ts';

export interface UnkeyedSearch extends KeyColumns {
  id: string;
}

/** The saved searches whose index key (match-keys.ts) is not written yet, and its writing. */
export function createMatchKeysRepository(db: Database) {
  const s = savedSearches;
  return {
    unkeyed: (limit: number): Promise<UnkeyedSearch[]> =>
      db
        .select({
          id: s.id,
          listingType: s.listingType,
          propertyTypes: s.propertyTypes,
          placeSlug: s.placeSlug,
          west: s.west,
          south: s.south,
          east: s.east,
          north: s.north,
          polygon: s.polygon,
        })
        .from(s)
        .where(isNull(s.matchKey))
        .orderBy(asc(s.id))
        .limit(limit),

    /**
     * One statement for the batch. Only rows still without a key: a search edited meanwhile
     * wrote its own from its new filters, which this one would contradict.
     */
    async write(rows: readonly { id: string; key: string }[]): Promise<void> {
      if (rows.length === 0) return;
      await db.execute(sql`
        update ${s} set match_key = v.key
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id uuid, key text)
        where ${s.id} = v.id and ${s.matchKey} is null`);
    },
  };
}
