import type { AdminReportItem, ReportAction } from '@krov/contracts';
import { and, desc, eq, inArray, isNotNull, lt, max, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import type { KeysetPosition } from '../../platform/http/keyset-cursor.ts';
import type { PublicProfiles } from '../accounts/ports.ts';
import { createChatRepository } from './chat.repository.ts';
import { chatReports, conversationMembers } from './chat.schema.ts';
import { messageViews } from './message-view.ts';

/** The chat's subjects in the admins' queue: a conversation, or a user (the reports about them). */
export type ChatReportSubject = 'chat' | 'user';

const latestShown = 3;
const messagesShown = 20;

/** An open chat report as the resolution reads it: who reported whom. */
export interface ResolvedChatReport {
  reporterId: string;
  reportedId: string | null;
  conversationId: string;
}

/**
 * The chat's reports in the admins' moderation queue (issue 29, decision 226), the port the
 * moderation module reads and resolves them through (decision 219: chat's rows stay chat's). A
 * conversation's item is its open reports; a user's item gathers the reports about them across
 * conversations. Both in the queue's order: the latest report first, keyset pages.
 */
export function createChatReportQueue(deps: {
  db: Database;
  profiles: Pick<PublicProfiles, 'contactsByIds'>;
}) {
  const { db } = deps;
  const chats = createChatRepository(db);
  const keyOf = (subject: ChatReportSubject) =>
    subject === 'chat' ? chatReports.conversationId : chatReports.reportedId;

  return {
    /** One page of items (at most `limit`, after `after`), the latest reported first. */
    async list(query: {
      subject: ChatReportSubject;
      status: 'open' | 'resolved';
      after: KeysetPosition | null;
      limit: number;
    }): Promise<AdminReportItem[]> {
      const key = keyOf(query.subject);
      const state = eq(chatReports.status, query.status);
      const latestAt = max(chatReports.createdAt);
      const { after } = query;
      const having: SQL | undefined = after
        ? or(lt(latestAt, after.at), and(eq(latestAt, after.at), lt(key, after.id)))
        : undefined;
      const groups = await db
        .select({ id: key, latestAt })
        .from(chatReports)
        .where(and(state, isNotNull(key)))
        .groupBy(key)
        .having(having)
        .orderBy(desc(latestAt), desc(key))
        .limit(query.limit);
      const ids = groups.flatMap((group) => (group.id ? [group.id] : []));
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(chatReports)
        .where(and(state, inArray(key, ids)))
        .orderBy(desc(chatReports.createdAt), desc(chatReports.id));
      const members = await db
        .select({ conversationId: conversationMembers.conversationId, userId: conversationMembers.userId })
        .from(conversationMembers)
        .where(
          inArray(conversationMembers.conversationId, [...new Set(rows.map((row) => row.conversationId))]),
        );
      const people = await deps.profiles.contactsByIds([
        ...new Set([
          ...members.map((member) => member.userId),
          ...rows.flatMap((row) => row.reportedId ?? []),
        ]),
      ]);
      const person = (userId: string) => {
        const found = people.get(userId);
        return { userId, name: found?.name ?? '—', email: found?.email ?? '' };
      };
      const items: AdminReportItem[] = [];
      for (const group of groups) {
        if (!group.id || !group.latestAt) continue;
        const reports = rows.filter(
          (row) => (query.subject === 'chat' ? row.conversationId : row.reportedId) === group.id,
        );
        const newest = reports[0];
        if (!newest) continue;
        // A member's report is a text of their own: counted as one reason, `chat`.
        const reasons: Record<string, number> = { chat: reports.length };
        // The conversation beside a user's item: the one of their latest report.
        const conversationId = newest.conversationId;
        const messages = await chats.messagesPage(conversationId, null, messagesShown);
        const reportedId = query.subject === 'user' ? group.id : newest.reportedId;
        items.push({
          id: group.id,
          subject: query.subject,
          status: query.status,
          count: reports.length,
          reasons,
          system: false,
          latest: reports.slice(0, latestShown).map((row) => ({
            reason: 'chat',
            text: row.reason,
            createdAt: row.createdAt.toISOString(),
          })),
          listing: null,
          chat: {
            id: conversationId,
            members: members
              .filter((member) => member.conversationId === conversationId)
              .map((m) => person(m.userId)),
            messages: messageViews(messages, await chats.photosOf(messages.map((row) => row.id))),
          },
          user: reportedId ? person(reportedId) : null,
          resolution:
            newest.resolution && newest.resolvedAt
              ? {
                  action: newest.resolution,
                  reason: newest.resolutionReason ?? '',
                  resolvedAt: newest.resolvedAt.toISOString(),
                  adminId: newest.resolvedBy,
                }
              : null,
          createdAt: new Date(group.latestAt).toISOString(),
        });
      }
      return items;
    },

    /** The open reports of a subject: who reported, about whom (the latest first); empty when none. */
    async open(subject: ChatReportSubject, id: string): Promise<ResolvedChatReport[]> {
      return db
        .select({
          reporterId: chatReports.reporterId,
          reportedId: chatReports.reportedId,
          conversationId: chatReports.conversationId,
        })
        .from(chatReports)
        .where(and(eq(chatReports.status, 'open'), eq(keyOf(subject), id)))
        .orderBy(desc(chatReports.createdAt), desc(chatReports.id));
    },

    /**
     * Resolves the subject's open reports in the caller's transaction (`tx`); answers those it
     * closed, none when another admin was first.
     */
    async resolveIn(
      tx: Database,
      subject: ChatReportSubject,
      id: string,
      resolution: { action: ReportAction; reason: string; adminId: string; at: Date },
    ): Promise<ResolvedChatReport[]> {
      return tx
        .update(chatReports)
        .set({
          status: 'resolved',
          resolvedAt: resolution.at,
          resolvedBy: resolution.adminId,
          resolution: resolution.action,
          resolutionReason: resolution.reason,
        })
        .where(and(eq(chatReports.status, 'open'), eq(keyOf(subject), id)))
        .returning({
          reporterId: chatReports.reporterId,
          reportedId: chatReports.reportedId,
          conversationId: chatReports.conversationId,
        });
    },
  };
}

export type ChatReportQueue = ReturnType<typeof createChatReportQueue>;
