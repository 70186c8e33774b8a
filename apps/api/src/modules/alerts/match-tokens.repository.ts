import { asc, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { savedSearches } from './alerts.schema.ts';
import type { TokenColumns } from './match-tokens.ts';

export interface UntokenizedSearch extends TokenColumns {
  id: string;
}

/** The saved searches whose index keys (match-tokens.ts) are not written yet, and their writing. */
export function createMatchTokensRepository(db: Database) {
  const s = savedSearches;
  return {
    untokenized: (limit: number): Promise<UntokenizedSearch[]> =>
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
          priceMin: s.priceMin,
          priceMax: s.priceMax,
        })
        .from(s)
        .where(isNull(s.matchTokens))
        .orderBy(asc(s.id))
        .limit(limit),

    /**
     * One statement for the batch. Only rows still without tokens: a search edited meanwhile
     * wrote its own from its new filters, which these would contradict.
     */
    async write(rows: readonly { id: string; tokens: string[] }[]): Promise<void> {
      if (rows.length === 0) return;
      await db.execute(sql`
        update ${s} set match_tokens = array(select jsonb_array_elements_text(v.tokens))
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id uuid, tokens jsonb)
        where ${s.id} = v.id and ${s.matchTokens} is null`);
    },
  };
}
