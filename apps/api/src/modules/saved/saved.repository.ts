import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { savedProperties } from './saved.schema.ts';

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

    async isSaved(userId: string, propertyId: string): Promise<boolean> {
      const [row] = await db
        .select({ propertyId: savedProperties.propertyId })
        .from(savedProperties)
        .where(and(eq(savedProperties.userId, userId), eq(savedProperties.propertyId, propertyId)));
      return row !== undefined;
    },
  };
}

export type SavedRepository = ReturnType<typeof createSavedRepository>;
