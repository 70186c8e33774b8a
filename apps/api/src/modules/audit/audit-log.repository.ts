import type { AdminAuditLogResponse, AuditAction, AuditSubject } from '@krov/contracts';
import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { decodeKeyset, encodeKeyset } from '../../platform/http/keyset-cursor.ts';
import type { PublicProfiles } from '../accounts/ports.ts';
import { adminAuditLog } from './audit.schema.ts';

/** One admin action as it is recorded. */
export interface AuditEntry {
  adminId: string;
  action: AuditAction;
  subject: { type: AuditSubject; id: string };
  reason?: string;
  details?: Record<string, string | number | boolean | null>;
  at: Date;
}

/** What other modules write with: an entry in their own transaction (`db`). */
export interface AuditRecorder {
  recordIn(db: Database, entry: AuditEntry): Promise<void>;
}

/** The audit log: written by every admin action in its transaction, listed for admins newest first. */
export function createAuditLog(deps: { db: Database; profiles: Pick<PublicProfiles, 'contactsByIds'> }) {
  return {
    async recordIn(db: Database, entry: AuditEntry): Promise<void> {
      await db.insert(adminAuditLog).values({
        adminId: entry.adminId,
        action: entry.action,
        subjectType: entry.subject.type,
        subjectId: entry.subject.id,
        reason: entry.reason ?? '',
        details: entry.details ?? {},
        createdAt: entry.at,
      });
    },

    async list(query: {
      action?: AuditAction;
      adminId?: string;
      cursor?: string;
      limit: number;
    }): Promise<AdminAuditLogResponse> {
      const after = query.cursor ? decodeKeyset(query.cursor) : null;
      const filters: (SQL | undefined)[] = [
        query.action ? eq(adminAuditLog.action, query.action) : undefined,
        query.adminId ? eq(adminAuditLog.adminId, query.adminId) : undefined,
        after
          ? or(
              lt(adminAuditLog.createdAt, after.at),
              and(eq(adminAuditLog.createdAt, after.at), lt(adminAuditLog.id, after.id)),
            )
          : undefined,
      ];
      const rows = await deps.db
        .select()
        .from(adminAuditLog)
        .where(and(...filters))
        .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
        .limit(query.limit + 1);
      const page = rows.slice(0, query.limit);
      const admins = await deps.profiles.contactsByIds([
        ...new Set(page.flatMap((row) => (row.adminId ? [row.adminId] : []))),
      ]);
      const last = page.at(-1);
      return {
        items: page.map((row) => {
          const admin = row.adminId ? admins.get(row.adminId) : undefined;
          return {
            id: row.id,
            action: row.action as AuditAction,
            admin:
              row.adminId && admin ? { userId: row.adminId, name: admin.name, email: admin.email } : null,
            subject: { type: row.subjectType as AuditSubject, id: row.subjectId },
            reason: row.reason,
            details: row.details,
            createdAt: row.createdAt.toISOString(),
          };
        }),
        nextCursor:
          rows.length > query.limit && last ? encodeKeyset({ at: last.createdAt, id: last.id }) : null,
      };
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
