import type { AgenciesResponse, AgencyDirectoryItem } from '@krov/contracts';
import { z } from 'zod';
import type { Database } from '../../platform/db/database.ts';
import { fieldError } from '../../platform/errors/app-error.ts';
import type { FileUrl } from '../files/ports.ts';
import type { ListingsReader } from '../listings/ports.ts';
import { createAgenciesRepository } from './agencies.repository.ts';

/** Where a page ends: the last agency's listing count and id (the order's keys). */
interface DirectoryPosition {
  listings: number;
  id: string;
}

const position = z.object({ n: z.number().int().min(0), id: z.uuid() });

function encodeCursor({ listings, id }: DirectoryPosition): string {
  return Buffer.from(JSON.stringify({ n: listings, id })).toString('base64url');
}

/** A cursor this api made; anything else answers ValidationErrors Invalid on `cursor`. */
function decodeCursor(cursor: string): DirectoryPosition {
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw fieldError('cursor', 'Invalid');
  }
  const parsed = position.safeParse(raw);
  if (!parsed.success) throw fieldError('cursor', 'Invalid');
  return { listings: parsed.data.n, id: parsed.data.id };
}

type Entry = AgencyDirectoryItem & { id: string };

/** Most public listings first; ties by id, so the order is total and a keyset can continue it. */
const byListingsThenId = (a: Entry, b: Entry) =>
  b.listings - a.listings || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const after = (entry: Entry, { listings, id }: DirectoryPosition) =>
  entry.listings < listings || (entry.listings === listings && entry.id > id);

/**
 * The public list of approved agencies, biggest first (GET /api/agencies): what the sitemap lists
 * and the web prerenders. The agencies and their counts are read whole and ordered here: Bosnia has
 * hundreds of agencies, and the counts come from the listings module (docs/decisions.md 147).
 */
export function createAgencyDirectory(deps: {
  db: Database;
  fileUrl: FileUrl;
  listings: Pick<ListingsReader, 'publicCountsByAgency'>;
}) {
  const repository = createAgenciesRepository(deps.db);

  return {
    async page(query: { cursor?: string | undefined; limit: number }): Promise<AgenciesResponse> {
      const from = query.cursor ? decodeCursor(query.cursor) : null;
      const [rows, counts] = await Promise.all([repository.approved(), deps.listings.publicCountsByAgency()]);
      const ordered = rows
        .map(
          (row): Entry => ({
            id: row.id,
            slug: row.slug,
            name: row.name,
            logo: row.logo ? deps.fileUrl(row.logo) : null,
            registerVerified: row.registerVerifiedAt !== null,
            listings: counts.get(row.id) ?? 0,
            updatedAt: row.updatedAt.toISOString(),
          }),
        )
        .sort(byListingsThenId)
        .filter((entry) => !from || after(entry, from));
      const page = ordered.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map(({ id: _id, ...item }) => item),
        nextCursor: last && ordered.length > query.limit ? encodeCursor(last) : null,
      };
    },
  };
}

export type AgencyDirectory = ReturnType<typeof createAgencyDirectory>;
