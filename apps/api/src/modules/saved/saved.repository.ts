import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { savedProperties } from './saved.schema.ts';
import type { SavedPosition } from './saved-cursor.ts';

/** The SQL of saved listings. */
export function createSavedRepository(db: Database) {
  return {
    /** Saves once; answers whether this call stored it (false: it was saved already). */
    async save(userId: string, propertyId: string, now: Date): Promise<boolean> {
      const rows = await db
        .insert(savedProperties)
        .values({ userId, propertyId, createdAt: now })
        .onConflictDoNothing()
        .returning({ propertyId: savedProperties.propertyId });
      return rows.length > 0;
    },

    async unsave(userId: string, propertyId: string): Promise<void> {
      await db
        .delete(savedProperties)
        .where(and(eq(savedProperties.userId, userId), eq(savedProperties.propertyId, propertyId)));
    },

    /** Who saved the listing. */
    async saversOf(propertyId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: savedProperties.userId })
        .from(savedProperties)
        .where(eq(savedProperties.propertyId, propertyId));
      return rows.map((row) => row.userId);
    },

    async isSaved(userId: string, propertyId: string): Promise<boolean> {
      const [row] = await db
        .select({ propertyId: savedProperties.propertyId })
        .from(savedProperties)
        .where(and(eq(savedProperties.userId, userId), eq(savedProperties.propertyId, propertyId)));
      return row !== undefined;
    },

    /**
     * A user's saved listings, newest saved first, after a position (keyset: the row comparison
     * walks saved_properties_user_newest_idx from there, as fast on page 100 as on page 1).
     */
    async page(userId: string, limit: number, after: SavedPosition | null): Promise<SavedPosition[]> {
      const keyset = after
        ? sql`(${savedProperties.createdAt}, ${savedProperties.propertyId}) < (${after.savedAt.toISOString()}::timestamptz, ${after.propertyId}::uuid)`
        : undefined;
      return db
        .select({ savedAt: savedProperties.createdAt, propertyId: savedProperties.propertyId })
        .from(savedProperties)
        .where(and(eq(savedProperties.userId, userId), keyset))
        .orderBy(desc(savedProperties.createdAt), desc(savedProperties.propertyId))
        .limit(limit);
    },
  };
}

export type SavedRepository = ReturnType<typeof createSavedRepository>;
