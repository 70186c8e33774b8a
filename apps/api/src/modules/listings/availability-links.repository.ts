import { and, eq, gt, isNull } from 'drizzle-orm';
import { hmacOf, sameSecret } from '../../platform/auth/secrets.ts';
import type { Database } from '../../platform/db/database.ts';
import { availabilityLinks } from './listings.schema.ts';

/** How long an e-mail's "still available" link works (decision 231): a week, the question's cycle. */
export const linkValidMs = 7 * 24 * 3600 * 1000;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What a link's stored row says: the listing, and who it was sent to (the confirmation is theirs). */
export interface AvailabilityLink {
  id: string;
  propertyId: string;
  userId: string;
}

/**
 * The one-tap "still available" links (issue 29, decision 231). The token is the stored row's id
 * and its signature with the server's secret: a forged or altered token is refused before the
 * database is asked; the row makes it expire (`expiresAt`) and single-use (`usedAt`, set in the
 * transaction that confirms). The page behind the link POSTs the token: a GET never confirms.
 */
export function createAvailabilityLinks(secret: string) {
  const sign = (id: string) => hmacOf(secret, `availability:${id}`);
  return {
    /** A new link for `userId` about the listing, in the caller's transaction; answers its token. */
    async issueIn(tx: Database, propertyId: string, userId: string, now: Date): Promise<string> {
      const [row] = await tx
        .insert(availabilityLinks)
        .values({ propertyId, userId, createdAt: now, expiresAt: new Date(now.getTime() + linkValidMs) })
        .returning({ id: availabilityLinks.id });
      if (!row) throw new Error('availability link not stored');
      return `${row.id}.${sign(row.id)}`;
    },

    /**
     * Links for many (listing, recipient) pairs at once (a job's batch), in its transaction: one
     * insert. Answers each pair's token by `${propertyId}:${userId}`.
     */
    async issueManyIn(
      tx: Database,
      pairs: readonly { propertyId: string; userId: string }[],
      now: Date,
    ): Promise<Map<string, string>> {
      if (pairs.length === 0) return new Map();
      const expiresAt = new Date(now.getTime() + linkValidMs);
      const rows = await tx
        .insert(availabilityLinks)
        .values(pairs.map((pair) => ({ ...pair, createdAt: now, expiresAt })))
        .returning({
          id: availabilityLinks.id,
          propertyId: availabilityLinks.propertyId,
          userId: availabilityLinks.userId,
        });
      return new Map(rows.map((row) => [`${row.propertyId}:${row.userId}`, `${row.id}.${sign(row.id)}`]));
    },

    /** The id a token signed by this api names, else null (forged, cut short, altered). */
    idOf(token: string): string | null {
      const [id, signature, extra] = token.split('.');
      if (!id || !signature || extra !== undefined || !uuidPattern.test(id)) return null;
      return sameSecret(signature, sign(id)) ? id : null;
    },

    /** The link's row, used or not (its listing deleted: none). */
    async byId(db: Database, id: string): Promise<AvailabilityLink | undefined> {
      const [row] = await db
        .select({
          id: availabilityLinks.id,
          propertyId: availabilityLinks.propertyId,
          userId: availabilityLinks.userId,
        })
        .from(availabilityLinks)
        .where(eq(availabilityLinks.id, id));
      return row;
    },

    /**
     * Marks the link used, in the confirming transaction: true when it was unused and unexpired.
     * Two taps racing: the second waits for the first's row lock and then finds it used.
     */
    async useIn(tx: Database, id: string, now: Date): Promise<boolean> {
      const used = await tx
        .update(availabilityLinks)
        .set({ usedAt: now })
        .where(
          and(
            eq(availabilityLinks.id, id),
            isNull(availabilityLinks.usedAt),
            gt(availabilityLinks.expiresAt, now),
          ),
        )
        .returning({ id: availabilityLinks.id });
      return used.length === 1;
    },
  };
}

export type AvailabilityLinks = ReturnType<typeof createAvailabilityLinks>;
