import { and, desc, eq, gt, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import {
  codeRequests,
  devices,
  refreshTokenFamilies,
  refreshTokens,
  users,
  verificationCodes,
} from './accounts.schema.ts';

export type CodeRequestPurpose = (typeof codeRequests.$inferInsert)['purpose'];
const dayMs = 24 * 3600 * 1000;

export type UserRow = typeof users.$inferSelect;
export type CodePurpose = (typeof verificationCodes.$inferSelect)['purpose'];
export type CodeRow = typeof verificationCodes.$inferSelect;
export type RevokeReason = NonNullable<(typeof refreshTokenFamilies.$inferSelect)['revokedReason']>;

/** Unique-index violations tell a lost race (double submit) from a real failure. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const cause = (error as { cause?: { code?: string; constraint?: string } })?.cause ?? error;
  const pgError = cause as { code?: string; constraint?: string; message?: string };
  return (
    pgError?.code === '23505' &&
    (pgError.constraint === constraint || !!pgError.message?.includes(constraint))
  );
}

export function createAccountsRepository(db: Database) {
  return {
    async userById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    /** Names and photos of users (any order); unknown ids are absent. */
    async profilesByIds(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: users.id, name: users.name, profileImage: users.profileImage })
        .from(users)
        .where(inArray(users.id, [...ids]));
    },

    /** Names and e-mail addresses of users (any order), for their agency's owner and admins. */
    async contactsByIds(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          language: users.language,
          role: users.role,
        })
        .from(users)
        .where(inArray(users.id, [...ids]));
    },

    /** Those of the users whose name holds the text, folded (case, diacritics, dj = đ). */
    async idsNamedLike(ids: readonly string[], text: string): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(inArray(users.id, [...ids]), sql`strpos(krov_fold(${users.name}), krov_fold(${text})) > 0`),
        );
      return rows.map((row) => row.id);
    },

    async userByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row;
    },
    async userByVerifiedPhone(phoneNumber: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.phoneNumber, phoneNumber), sql`${users.phoneNumberVerifiedAt} is not null`));
      return row;
    },
    async insertUser(values: typeof users.$inferInsert): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      if (!row) throw new Error('insert returned nothing');
      return row;
    },
    async updateUser(id: string, values: Partial<typeof users.$inferInsert>): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
    async setRole(email: string, role: 'user' | 'admin'): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set({ role }).where(eq(users.email, email)).returning();
      return row;
    },
    async countUsers(): Promise<number> {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
      return row?.count ?? 0;
    },

    // ---- verification codes ----
    async latestCode(userId: string, purpose: CodePurpose): Promise<CodeRow | undefined> {
      const [row] = await db
        .select()
        .from(verificationCodes)
        .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)))
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1);
      return row;
    },
    /**
     * Takes the address's turn to be sent a code: true when none was asked for within `windowMs`
     * (and records this request), false when one was. Atomic, so two requests racing get one turn.
     */
    async claimCodeRequest(address: string, purpose: CodeRequestPurpose, now: Date, windowMs: number) {
      const since = new Date(now.getTime() - windowMs);
      const claimed = await db
        .insert(codeRequests)
        .values({ address, purpose, requestedAt: now })
        .onConflictDoUpdate({
          target: [codeRequests.address, codeRequests.purpose],
          set: { requestedAt: now },
          setWhere: lte(codeRequests.requestedAt, since),
        })
        .returning({ address: codeRequests.address });
      // What no turn can depend on any more goes as new requests come (an index range, small).
      await db.delete(codeRequests).where(lt(codeRequests.requestedAt, new Date(now.getTime() - dayMs)));
      return claimed.length > 0;
    },
    /** Replaces any open code of the purpose: only the newest code works. */
    async replaceCode(values: typeof verificationCodes.$inferInsert): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(verificationCodes)
          .set({ consumedAt: values.createdAt })
          .where(
            and(
              eq(verificationCodes.userId, values.userId),
              eq(verificationCodes.purpose, values.purpose),
              isNull(verificationCodes.consumedAt),
            ),
          );
        await tx.insert(verificationCodes).values(values);
      });
    },
    async openCode(userId: string, purpose: CodePurpose, now: Date): Promise<CodeRow | undefined> {
      const [row] = await db
        .select()
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.userId, userId),
            eq(verificationCodes.purpose, purpose),
            isNull(verificationCodes.consumedAt),
            gt(verificationCodes.expiresAt, now),
          ),
        )
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1);
      return row;
    },
    /** Counts a wrong try atomically; the fifth burns the code. */
    async countWrongTry(id: string, maxAttempts: number, now: Date): Promise<void> {
      await db
        .update(verificationCodes)
        .set({
          attempts: sql`${verificationCodes.attempts} + 1`,
          consumedAt: sql`case when ${verificationCodes.attempts} + 1 >= ${maxAttempts} then ${now.toISOString()}::timestamptz else null end`,
        })
        .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)));
    },
    /** True for the one caller that used the code; a concurrent second use gets false. */
    async consumeCode(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(verificationCodes)
        .set({ consumedAt: now })
        .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
        .returning({ id: verificationCodes.id });
      return rows.length === 1;
    },

    // ---- refresh tokens ----
    async createFamily(
      userId: string,
      deviceId: string | null,
      tokenHash: string,
      expiresAt: Date,
      now: Date,
    ) {
      return db.transaction(async (tx) => {
        const [family] = await tx
          .insert(refreshTokenFamilies)
          .values({ userId, deviceId, createdAt: now })
          .returning();
        if (!family) throw new Error('insert returned nothing');
        await tx.insert(refreshTokens).values({ familyId: family.id, tokenHash, createdAt: now, expiresAt });
        return family;
      });
    },
    async tokenByHash(tokenHash: string) {
      const [row] = await db
        .select({ token: refreshTokens, family: refreshTokenFamilies })
        .from(refreshTokens)
        .innerJoin(refreshTokenFamilies, eq(refreshTokenFamilies.id, refreshTokens.familyId))
        .where(eq(refreshTokens.tokenHash, tokenHash));
      return row;
    },
    /**
     * Marks a token rotated and stores its successor, in one transaction. Answers false when
     * another request rotated it first (two tabs): the caller then takes the grace path.
     */
    async rotate(tokenId: string, familyId: string, successorHash: string, expiresAt: Date, now: Date) {
      return db.transaction(async (tx) => {
        const won = await tx
          .update(refreshTokens)
          .set({ rotatedAt: now })
          .where(and(eq(refreshTokens.id, tokenId), isNull(refreshTokens.rotatedAt)))
          .returning({ id: refreshTokens.id });
        if (won.length === 0) return false;
        await tx
          .insert(refreshTokens)
          .values({ familyId, tokenHash: successorHash, createdAt: now, expiresAt });
        return true;
      });
    },
    /** Ends a session; answers its id when it was live (an already ended one stays as it was). */
    async revokeFamily(familyId: string, reason: RevokeReason, now: Date): Promise<string[]> {
      const rows = await db
        .update(refreshTokenFamilies)
        .set({ revokedAt: now, revokedReason: reason })
        .where(and(eq(refreshTokenFamilies.id, familyId), isNull(refreshTokenFamilies.revokedAt)))
        .returning({ id: refreshTokenFamilies.id });
      return rows.map((row) => row.id);
    },
    /** Ends every live session of the user; answers their ids. */
    async revokeAllFamilies(userId: string, reason: RevokeReason, now: Date): Promise<string[]> {
      const rows = await db
        .update(refreshTokenFamilies)
        .set({ revokedAt: now, revokedReason: reason })
        .where(and(eq(refreshTokenFamilies.userId, userId), isNull(refreshTokenFamilies.revokedAt)))
        .returning({ id: refreshTokenFamilies.id });
      return rows.map((row) => row.id);
    },
    /** Whether a session (a refresh-token family) exists and was not ended. */
    async familyIsLive(familyId: string): Promise<boolean> {
      const [row] = await db
        .select({ revokedAt: refreshTokenFamilies.revokedAt })
        .from(refreshTokenFamilies)
        .where(eq(refreshTokenFamilies.id, familyId));
      return row !== undefined && row.revokedAt === null;
    },

    // ---- devices ----
    /** Whether the device's last login was to this account. */
    async deviceBelongsTo(deviceId: string, userId: string): Promise<boolean> {
      const [row] = await db.select({ userId: devices.userId }).from(devices).where(eq(devices.id, deviceId));
      return row?.userId === userId;
    },
    async touchDevice(id: string, userId: string, userAgent: string | undefined, now: Date): Promise<void> {
      await db
        .insert(devices)
        .values({ id, userId, userAgent: userAgent ?? null, createdAt: now, lastSeenAt: now })
        .onConflictDoUpdate({
          target: devices.id,
          set: { userId, userAgent: userAgent ?? null, lastSeenAt: now },
        });
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
