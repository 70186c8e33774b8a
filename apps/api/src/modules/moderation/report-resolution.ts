import type { AdminResolveReportResponse, AuditAction, ReportAction, ReportSubject } from '@krov/contracts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { PublicProfiles, UserSuspensions } from '../accounts/ports.ts';
import type { AuditRecorder } from '../audit/ports.ts';
import type { ChatReportQueue } from '../chat/index.ts';
import type { ListingCaches, ModeratedListings, ModeratorTransaction } from '../listings/ports.ts';
import type { NotificationRequest, Notifier } from '../notifications/ports.ts';
import { createReportsRepository } from './reports.repository.ts';

const auditActionOf: Record<ReportAction, AuditAction> = {
  dismiss: 'report.dismiss',
  hide_listing: 'report.hide_listing',
  suspend_user: 'report.suspend_user',
};

/** What a resolution did, announced once its transaction committed. */
interface Outcome {
  resolved: number;
  hiddenIds: string[];
  events: Parameters<ModeratedListings['announce']>[0][number][];
  sessionIds: string[];
}

/**
 * Resolving a subject's open reports (issue 29, decision 228): dismiss, hide the listing, or
 * suspend the user. Everything one resolution changes commits in one transaction, under the lock
 * of the user whose listings it may change (listings' ModeratedListings.transaction): the reports
 * closed, the listing hidden or the user suspended with their sessions and public listings, the
 * reporters' and the reported's notifications (rendered in each one's language when read or
 * sent), and the audit log's entry. Nothing open under the id (another admin was first, a double
 * submit): NotFound, and nothing changed.
 */
export function createReportResolution(deps: {
  db: Database;
  clock: Clock;
  listings: ModeratedListings;
  chatReports: Pick<ChatReportQueue, 'open' | 'resolveIn'>;
  suspensions: Pick<UserSuspensions, 'suspendIn' | 'announceEnded'>;
  notifier: Pick<Notifier, 'notifyIn'>;
  caches: Pick<ListingCaches, 'forget'>;
  audit: AuditRecorder;
  profiles: Pick<PublicProfiles, 'contactsByIds'>;
}) {
  const { listings, clock } = deps;

  const tell = (
    userIds: readonly (string | null)[],
    event: string,
    values: Record<string, string>,
    link: string,
    at: Date,
    subjectId: string,
  ): NotificationRequest[] =>
    [...new Set(userIds.filter((id): id is string => id !== null))].map((userId) => ({
      userId,
      kind: 'report',
      type: 'General',
      link,
      dedupeKey: `report:${event}:${subjectId}:${userId}:${at.toISOString()}`,
      params: { values: { event, ...values } },
    }));

  /**
   * Suspends `userId` in the transaction and hides their public listings through the lifecycle
   * (a moderator's hiding, with the reason): what to announce after the commit.
   */
  async function suspendIn(
    tx: ModeratorTransaction,
    userId: string,
    reason: string,
    now: Date,
    into: Outcome,
  ) {
    const suspended = await deps.suspensions.suspendIn(tx.db, userId, reason, now);
    if (suspended === 'refused' || suspended === 'unknown') throw new AppError('ActionForbidden');
    if (suspended !== 'already') into.sessionIds.push(...suspended.sessionIds);
    for (const row of await tx.publicOfOwner(userId, now)) {
      const hidden = await tx.apply(row, { kind: 'adminHide', reason }, { now, agencyApproved: true });
      if (!hidden) continue;
      into.hiddenIds.push(row.id);
      into.events.push(...hidden.events);
    }
  }

  async function resolveListing(
    adminId: string,
    propertyId: string,
    action: ReportAction,
    reason: string,
  ): Promise<Outcome> {
    const row = await listings.byId(propertyId);
    // A listing its owner deleted: its reports can only be dismissed.
    if (!row && action !== 'dismiss') throw new AppError('ActionForbidden');
    const now = clock.now();
    const outcome: Outcome = { resolved: 0, hiddenIds: [], events: [], sessionIds: [] };
    const work = async (tx: ModeratorTransaction | null, db: Database) => {
      const closed = await createReportsRepository(db).resolveOpen(propertyId, {
        action,
        reason,
        adminId,
        at: now,
      });
      if (closed.length === 0) throw new AppError('NotFound');
      outcome.resolved = closed.length;
      const reporters = closed.map((report) => report.reporterId);
      const address = row?.address ?? '';
      const told: NotificationRequest[] = [];
      if (action === 'hide_listing' && tx && row) {
        const fresh = await tx.byId(propertyId);
        const hidden = fresh
          ? await tx.apply(fresh, { kind: 'adminHide', reason }, { now, agencyApproved: true })
          : null;
        // Only a public listing is hidden by a moderator: otherwise dismiss, or suspend its owner.
        if (!hidden) throw new AppError('ActionForbidden');
        outcome.hiddenIds.push(propertyId);
        outcome.events.push(...hidden.events);
        told.push(...tell(reporters, 'hidden', { address, reason }, '/', now, propertyId), {
          userId: row.ownerId,
          kind: 'moderation',
          type: 'Action',
          link: '/me/properties',
          dedupeKey: `moderation:hidden:${propertyId}:${now.toISOString()}`,
          params: { values: { address, reason } },
        });
      } else if (action === 'suspend_user' && tx && row) {
        await suspendIn(tx, row.ownerId, reason, now, outcome);
        told.push(
          ...tell(reporters, 'suspended', { address, reason }, '/', now, propertyId),
          ...tell([row.ownerId], 'accountSuspended', { reason }, '/', now, propertyId),
        );
      } else {
        told.push(...tell(reporters, 'dismissed', { address, reason }, `/p/${propertyId}`, now, propertyId));
        if (row)
          told.push(...tell([row.ownerId], 'kept', { address, reason }, '/me/properties', now, propertyId));
      }
      await deps.notifier.notifyIn(db, told, now);
      await deps.audit.recordIn(db, {
        adminId,
        action: auditActionOf[action],
        subject: { type: 'listing', id: propertyId },
        reason,
        details: { reports: closed.length, ...(row ? { ownerId: row.ownerId } : {}) },
        at: now,
      });
    };
    if (row) await listings.transaction(row.ownerId, (tx) => work(tx, tx.db));
    else await deps.db.transaction((tx) => work(null, tx));
    return outcome;
  }

  async function resolveChat(
    adminId: string,
    subject: 'chat' | 'user',
    id: string,
    action: ReportAction,
    reason: string,
  ): Promise<Outcome> {
    if (action === 'hide_listing') throw new AppError('ActionForbidden');
    const open = await deps.chatReports.open(subject, id);
    const reportedId = subject === 'user' ? id : (open[0]?.reportedId ?? null);
    if (action === 'suspend_user' && !reportedId) throw new AppError('ActionForbidden');
    const name = reportedId
      ? ((await deps.profiles.contactsByIds([reportedId])).get(reportedId)?.name ?? '')
      : '';
    const now = clock.now();
    const outcome: Outcome = { resolved: 0, hiddenIds: [], events: [], sessionIds: [] };
    const work = async (tx: ModeratorTransaction | null, db: Database) => {
      const closed = await deps.chatReports.resolveIn(db, subject, id, { action, reason, adminId, at: now });
      if (closed.length === 0) throw new AppError('NotFound');
      outcome.resolved = closed.length;
      const reporters = closed.map((report) => report.reporterId);
      const told: NotificationRequest[] = [];
      if (action === 'suspend_user' && tx && reportedId) {
        await suspendIn(tx, reportedId, reason, now, outcome);
        told.push(
          ...tell(reporters, 'chatSuspended', { name, reason }, '/messages', now, id),
          ...tell([reportedId], 'accountSuspended', { reason }, '/', now, id),
        );
      } else {
        told.push(...tell(reporters, 'chatDismissed', { name, reason }, '/messages', now, id));
      }
      await deps.notifier.notifyIn(db, told, now);
      await deps.audit.recordIn(db, {
        adminId,
        action: auditActionOf[action],
        subject: { type: subject, id },
        reason,
        details: { reports: closed.length, ...(reportedId ? { userId: reportedId } : {}) },
        at: now,
      });
    };
    if (action === 'suspend_user' && reportedId)
      await listings.transaction(reportedId, (tx) => work(tx, tx.db));
    else await deps.db.transaction((tx) => work(null, tx));
    return outcome;
  }

  return {
    async resolve(
      adminId: string,
      id: string,
      request: { action: ReportAction; reason: string },
    ): Promise<AdminResolveReportResponse> {
      // The id names the subject: a listing with open reports, else a conversation, else a user.
      const subject: ReportSubject | null = (await createReportsRepository(deps.db).hasOpen(id))
        ? 'listing'
        : (await deps.chatReports.open('chat', id)).length > 0
          ? 'chat'
          : (await deps.chatReports.open('user', id)).length > 0
            ? 'user'
            : null;
      if (!subject) throw new AppError('NotFound');
      const outcome =
        subject === 'listing'
          ? await resolveListing(adminId, id, request.action, request.reason)
          : await resolveChat(adminId, subject, id, request.action, request.reason);
      // Committed: the sessions end everywhere, the hidden listings' answers are read again.
      await deps.suspensions.announceEnded(outcome.sessionIds);
      for (const hiddenId of outcome.hiddenIds) deps.caches.forget(hiddenId);
      await listings.announce(outcome.events);
      return { id, subject, action: request.action, resolved: outcome.resolved };
    },
  };
}

export type ReportResolution = ReturnType<typeof createReportResolution>;
