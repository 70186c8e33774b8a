import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { agencyInvitations } from './agencies.schema.ts';

export type InvitationRow = typeof agencyInvitations.$inferSelect;
type StoredStatus = InvitationRow['status'];

export function createInvitationsRepository(db: Database) {
  return {
    async insert(values: typeof agencyInvitations.$inferInsert): Promise<InvitationRow | undefined> {
      const [row] = await db.insert(agencyInvitations).values(values).onConflictDoNothing().returning();
      return row;
    },

    async byId(agencyId: string, id: string): Promise<InvitationRow | undefined> {
      const [row] = await db
        .select()
        .from(agencyInvitations)
        .where(and(eq(agencyInvitations.agencyId, agencyId), eq(agencyInvitations.id, id)));
      return row;
    },

    /** The agency's open invitation of an address. */
    async pendingFor(agencyId: string, email: string): Promise<InvitationRow | undefined> {
      const [row] = await db
        .select()
        .from(agencyInvitations)
        .where(
          and(
            eq(agencyInvitations.agencyId, agencyId),
            eq(agencyInvitations.email, email),
            eq(agencyInvitations.status, 'pending'),
          ),
        );
      return row;
    },

    async byTokenHash(tokenHash: string): Promise<InvitationRow | undefined> {
      const [row] = await db
        .select()
        .from(agencyInvitations)
        .where(eq(agencyInvitations.tokenHash, tokenHash));
      return row;
    },

    async list(agencyId: string): Promise<InvitationRow[]> {
      return db
        .select()
        .from(agencyInvitations)
        .where(eq(agencyInvitations.agencyId, agencyId))
        .orderBy(desc(agencyInvitations.createdAt), desc(agencyInvitations.id))
        .limit(500);
    },

    /** Changes a pending invitation; undefined when it was no longer pending (a race, a reuse). */
    async settle(
      id: string,
      values: Partial<typeof agencyInvitations.$inferInsert> & { status?: StoredStatus },
    ): Promise<InvitationRow | undefined> {
      const [row] = await db
        .update(agencyInvitations)
        .set(values)
        .where(and(eq(agencyInvitations.id, id), eq(agencyInvitations.status, 'pending')))
        .returning();
      return row;
    },
  };
}

export type InvitationsRepository = ReturnType<typeof createInvitationsRepository>;
