import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { passkeyChallenges, passkeys } from './accounts.schema.ts';

export type PasskeyRow = typeof passkeys.$inferSelect;
export type ChallengePurpose = (typeof passkeyChallenges.$inferSelect)['purpose'];
const dayMs = 24 * 3600 * 1000;

/** Passkeys and their ceremonies' challenges (issue 30, decisions 237–239). */
export function createPasskeysRepository(db: Database) {
  return {
    async storeChallenge(values: typeof passkeyChallenges.$inferInsert): Promise<void> {
      await db.insert(passkeyChallenges).values(values);
      // Nothing depends on a challenge a day old any more (an index range, small).
      const before = new Date(values.createdAt.getTime() - dayMs);
      await db.delete(passkeyChallenges).where(lt(passkeyChallenges.createdAt, before));
    },

    /**
     * Uses the challenge up: its row when it was issued for this purpose, is unused and unexpired;
     * else nothing. Atomic, so two requests racing with one challenge get it once.
     */
    async consumeChallenge(challenge: string, purpose: ChallengePurpose, now: Date) {
      const [row] = await db
        .update(passkeyChallenges)
        .set({ consumedAt: now })
        .where(
          and(
            eq(passkeyChallenges.challenge, challenge),
            eq(passkeyChallenges.purpose, purpose),
            isNull(passkeyChallenges.consumedAt),
            gt(passkeyChallenges.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },

    async insert(values: typeof passkeys.$inferInsert): Promise<PasskeyRow> {
      const [row] = await db.insert(passkeys).values(values).returning();
      if (!row) throw new Error('passkey not stored');
      return row;
    },

    async byId(id: string): Promise<PasskeyRow | undefined> {
      const [row] = await db.select().from(passkeys).where(eq(passkeys.id, id));
      return row;
    },

    async ofUser(userId: string): Promise<PasskeyRow[]> {
      return db
        .select()
        .from(passkeys)
        .where(eq(passkeys.userId, userId))
        .orderBy(desc(passkeys.createdAt), passkeys.id);
    },

    async countOfUser(userId: string): Promise<number> {
      return (await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId))).length;
    },

    /**
     * Records a verified use: the new counter, only if the stored one is still the one verified
     * against (a racing use of a cloned key loses), and when it was used.
     */
    async recordUse(id: string, verifiedCounter: number, newCounter: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(passkeys)
        .set({ counter: newCounter, lastUsedAt: now })
        .where(and(eq(passkeys.id, id), eq(passkeys.counter, verifiedCounter)))
        .returning({ id: passkeys.id });
      return rows.length > 0;
    },

    async rename(userId: string, id: string, name: string): Promise<PasskeyRow | undefined> {
      const [row] = await db
        .update(passkeys)
        .set({ name })
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .returning();
      return row;
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(passkeys)
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .returning({ id: passkeys.id });
      return rows.length > 0;
    },
  };
}

export type PasskeysRepository = ReturnType<typeof createPasskeysRepository>;
