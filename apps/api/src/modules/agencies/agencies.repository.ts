import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { agencies, agencyAudit, agencyMembers } from './agencies.schema.ts';

export type AgencyRow = typeof agencies.$inferSelect;
export type AgencyStatus = AgencyRow['status'];
export type AgencyRole = (typeof agencyMembers.$inferSelect)['role'];
export type AuditRow = typeof agencyAudit.$inferSelect;
export type AgencyAction = AuditRow['action'];

/** A user's place in an agency. */
export interface Membership {
  agency: AgencyRow;
  role: AgencyRole;
}

export function createAgenciesRepository(db: Database) {
  return {
    async insertAgency(values: typeof agencies.$inferInsert): Promise<AgencyRow> {
      const [row] = await db.insert(agencies).values(values).returning();
      if (!row) throw new Error('the agency was not stored');
      return row;
    },

    async byId(id: string): Promise<AgencyRow | undefined> {
      const [row] = await db.select().from(agencies).where(eq(agencies.id, id));
      return row;
    },

    async bySlug(slug: string): Promise<AgencyRow | undefined> {
      const [row] = await db.select().from(agencies).where(eq(agencies.slug, slug));
      return row;
    },

    /** The slugs taken that start with `base` (by another agency than `exceptId`). */
    async slugsLike(base: string, exceptId?: string): Promise<string[]> {
      const rows = await db
        .select({ slug: agencies.slug })
        .from(agencies)
        .where(
          and(
            sql`(${agencies.slug} = ${base} or starts_with(${agencies.slug}, ${`${base}-`}))`,
            exceptId ? ne(agencies.id, exceptId) : undefined,
          ),
        );
      return rows.map((row) => row.slug);
    },

    async update(id: string, values: Partial<typeof agencies.$inferInsert>): Promise<AgencyRow | undefined> {
      const [row] = await db.update(agencies).set(values).where(eq(agencies.id, id)).returning();
      return row;
    },

    /** Moves an agency from one of `from` to a new status; undefined when it was in none of them. */
    async transition(
      id: string,
      from: readonly AgencyStatus[],
      values: Partial<typeof agencies.$inferInsert>,
    ): Promise<AgencyRow | undefined> {
      const [row] = await db
        .update(agencies)
        .set(values)
        .where(and(eq(agencies.id, id), inArray(agencies.status, [...from])))
        .returning();
      return row;
    },

    async list(status: AgencyStatus | undefined): Promise<AgencyRow[]> {
      return db
        .select()
        .from(agencies)
        .where(status ? eq(agencies.status, status) : undefined)
        .orderBy(asc(agencies.createdAt), asc(agencies.id))
        .limit(500);
    },

    /** Every approved agency, the directory's few columns (Bosnia has hundreds, not millions). */
    async approved() {
      return db
        .select({
          id: agencies.id,
          slug: agencies.slug,
          name: agencies.name,
          logo: agencies.logo,
          registerVerifiedAt: agencies.registerVerifiedAt,
          updatedAt: agencies.updatedAt,
        })
        .from(agencies)
        .where(eq(agencies.status, 'approved'));
    },

    // ---- members ----
    async membershipOf(userId: string): Promise<Membership | undefined> {
      const [row] = await db
        .select({ agency: agencies, role: agencyMembers.role })
        .from(agencyMembers)
        .innerJoin(agencies, eq(agencies.id, agencyMembers.agencyId))
        .where(eq(agencyMembers.userId, userId));
      return row;
    },

    /** Adds a member; false when the user already belongs to an agency (one each). */
    async addMember(agencyId: string, userId: string, role: AgencyRole, now: Date): Promise<boolean> {
      const rows = await db
        .insert(agencyMembers)
        .values({ agencyId, userId, role, joinedAt: now })
        .onConflictDoNothing()
        .returning({ userId: agencyMembers.userId });
      return rows.length === 1;
    },

    /** Removes an agent (never the owner); false when they were not one of the agency's agents. */
    async removeAgent(agencyId: string, userId: string): Promise<boolean> {
      const rows = await db
        .delete(agencyMembers)
        .where(
          and(
            eq(agencyMembers.agencyId, agencyId),
            eq(agencyMembers.userId, userId),
            eq(agencyMembers.role, 'agent'),
          ),
        )
        .returning({ userId: agencyMembers.userId });
      return rows.length === 1;
    },

    async members(agencyId: string) {
      return db
        .select({ userId: agencyMembers.userId, role: agencyMembers.role, joinedAt: agencyMembers.joinedAt })
        .from(agencyMembers)
        .where(eq(agencyMembers.agencyId, agencyId))
        .orderBy(asc(agencyMembers.joinedAt));
    },

    // ---- audit ----
    async audit(values: typeof agencyAudit.$inferInsert): Promise<void> {
      await db.insert(agencyAudit).values(values);
    },

    /** The audit trails of those agencies, newest first. */
    async auditOf(agencyIds: readonly string[]): Promise<AuditRow[]> {
      if (agencyIds.length === 0) return [];
      return db
        .select()
        .from(agencyAudit)
        .where(inArray(agencyAudit.agencyId, [...agencyIds]))
        .orderBy(desc(agencyAudit.seq));
    },
  };
}

export type AgenciesRepository = ReturnType<typeof createAgenciesRepository>;
