import { createHash, randomBytes } from 'node:crypto';
import { agencyLimits, type InvitationItem, type UserAgency } from '@krov/contracts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError, RetryLaterError } from '../../platform/errors/app-error.ts';
import type { Outbox } from '../../platform/mail/outbox.ts';
import { jobTransaction } from '../../platform/queue/job-queue.ts';
import type { PublicProfiles } from '../accounts/ports.ts';
import type { Notifier } from '../notifications/ports.ts';
import { createAgenciesRepository } from './agencies.repository.ts';
import type { AgenciesService } from './agencies.service.ts';
import { renderInvitationEmail } from './invitation-email.ts';
import { createInvitationsRepository, type InvitationRow } from './invitations.repository.ts';

export interface InvitationsDependencies {
  db: Database;
  clock: Clock;
  outbox: Pick<Outbox, 'emailIn'>;
  notifier: Notifier;
  profiles: Pick<PublicProfiles, 'contactByEmail' | 'contactsByIds'>;
  agencies: Pick<AgenciesService, 'ownedBy'>;
  /** The web's address: the e-mail's link to /invitation. */
  webUrl: string;
}

const dayMs = 24 * 3600 * 1000;
interface Recipient {
  inviteeId: string | null;
  language: 'bs' | 'en';
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** What the owner sees of an invitation; a pending one past its expiry is expired. */
function itemOf(row: InvitationRow, now: Date): InvitationItem {
  const expired = row.status === 'pending' && row.expiresAt <= now;
  return {
    id: row.id,
    email: row.email,
    status: expired ? 'expired' : row.status,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    lastSentAt: row.lastSentAt.toISOString(),
  };
}

/**
 * Invitations by e-mail: a single-use token (only its hash is stored) that works for 7 days. The
 * invitee opens the link, logs in or registers with that address and accepts. A token that is
 * unknown, used, declined, revoked, expired, or opened by another address is InvitationNotFound.
 */
export function createInvitationsService(deps: InvitationsDependencies) {
  const { db, clock } = deps;
  const invitations = createInvitationsRepository(db);

  /**
   * Who the e-mail goes to and in which language: the invitee's own when they have an account,
   * else the inviter's. Read before the transaction (PGlite runs nothing beside an open one).
   */
  async function recipientOf(email: string, inviterId: string): Promise<Recipient> {
    const invitee = await deps.profiles.contactByEmail(email);
    const inviter = (await deps.profiles.contactsByIds([inviterId])).get(inviterId);
    return { inviteeId: invitee?.userId ?? null, language: invitee?.language ?? inviter?.language ?? 'bs' };
  }

  /** Sends the link (a new token each time) in the transaction that stored it. */
  async function sendIn(tx: Database, row: InvitationRow, token: string, agencyName: string, to: Recipient) {
    const link = `/invitation?token=${token}`;
    await deps.outbox.emailIn(
      jobTransaction(tx),
      renderInvitationEmail(to.language, {
        to: row.email,
        agency: agencyName,
        url: `${deps.webUrl}${link}`,
        expiresAt: row.expiresAt,
      }),
    );
    if (!to.inviteeId) return;
    await deps.notifier.notifyInAppIn(
      tx,
      [
        {
          userId: to.inviteeId,
          kind: 'invitation',
          type: 'Action',
          link,
          dedupeKey: `invitation:${row.id}:${row.lastSentAt.toISOString()}`,
          params: { values: { agency: agencyName, date: row.expiresAt.toISOString() } },
        },
      ],
      clock.now(),
    );
  }

  /** An open invitation by its token; anything else InvitationNotFound. */
  async function openInvitation(token: string): Promise<InvitationRow> {
    const row = await invitations.byTokenHash(hashOf(token));
    if (row?.status !== 'pending' || row.expiresAt <= clock.now()) throw new AppError('InvitationNotFound');
    return row;
  }

  return {
    async list(userId: string): Promise<{ items: InvitationItem[] }> {
      const { agency } = await deps.agencies.ownedBy(userId);
      const now = clock.now();
      return { items: (await invitations.list(agency.id)).map((row) => itemOf(row, now)) };
    },

    /** Invites an address; an open invitation of it is sent again instead (throttled). */
    async invite(userId: string, email: string): Promise<InvitationItem> {
      const { agency } = await deps.agencies.ownedBy(userId);
      if (agency.status !== 'approved') throw new AppError('AgencyNotApproved');
      const open = await invitations.pendingFor(agency.id, email);
      if (open && open.expiresAt > clock.now()) return this.resend(userId, open.id);
      const now = clock.now();
      const token = randomBytes(32).toString('base64url');
      const to = await recipientOf(email, userId);
      return db.transaction(async (tx) => {
        const repository = createInvitationsRepository(tx);
        // An expired open one is closed first: the new one takes its place.
        if (open) await repository.settle(open.id, { status: 'revoked' });
        const row = await repository.insert({
          agencyId: agency.id,
          email,
          tokenHash: hashOf(token),
          expiresAt: new Date(now.getTime() + agencyLimits.invitationDays * dayMs),
          lastSentAt: now,
          createdAt: now,
        });
        // A double submit: the first one's invitation stands.
        if (!row) throw new RetryLaterError(agencyLimits.invitationResendSeconds);
        await sendIn(tx, row, token, agency.name, to);
        return itemOf(row, now);
      });
    },

    /** A new link for a pending invitation (the old one stops working), at most once a minute. */
    async resend(userId: string, id: string): Promise<InvitationItem> {
      const { agency } = await deps.agencies.ownedBy(userId);
      if (agency.status !== 'approved') throw new AppError('AgencyNotApproved');
      const row = await invitations.byId(agency.id, id);
      if (row?.status !== 'pending') throw new AppError('InvitationNotFound');
      const now = clock.now();
      const wait = row.lastSentAt.getTime() + agencyLimits.invitationResendSeconds * 1000 - now.getTime();
      if (wait > 0) throw new RetryLaterError(wait / 1000);
      const token = randomBytes(32).toString('base64url');
      const to = await recipientOf(row.email, userId);
      return db.transaction(async (tx) => {
        const updated = await createInvitationsRepository(tx).settle(row.id, {
          tokenHash: hashOf(token),
          lastSentAt: now,
          expiresAt: new Date(now.getTime() + agencyLimits.invitationDays * dayMs),
        });
        if (!updated) throw new AppError('InvitationNotFound');
        await sendIn(tx, updated, token, agency.name, to);
        return itemOf(updated, now);
      });
    },

    async revoke(userId: string, id: string): Promise<void> {
      const { agency } = await deps.agencies.ownedBy(userId);
      const row = await invitations.byId(agency.id, id);
      if (!row || !(await invitations.settle(row.id, { status: 'revoked' }))) {
        throw new AppError('InvitationNotFound');
      }
    },

    /** What the link shows before anyone logs in: the agency's name and the invited address. */
    async preview(token: string): Promise<{ agencyName: string; email: string }> {
      const row = await openInvitation(token);
      const agency = await createAgenciesRepository(db).byId(row.agencyId);
      if (!agency) throw new AppError('InvitationNotFound');
      return { agencyName: agency.name, email: row.email };
    },

    /**
     * The invited address accepts: it joins as an agent, once. A user already in an agency is
     * ActionForbidden (one agency each); an agency no longer approved AgencyNotApproved.
     */
    async accept(userId: string, userEmail: string, token: string): Promise<NonNullable<UserAgency>> {
      const row = await openInvitation(token);
      if (row.email !== userEmail) throw new AppError('InvitationNotFound');
      const agency = await createAgenciesRepository(db).byId(row.agencyId);
      if (!agency) throw new AppError('InvitationNotFound');
      if (agency.status !== 'approved') throw new AppError('AgencyNotApproved');
      const now = clock.now();
      return db.transaction(async (tx) => {
        if (
          !(await createInvitationsRepository(tx).settle(row.id, { status: 'accepted', acceptedBy: userId }))
        ) {
          throw new AppError('InvitationNotFound');
        }
        if (!(await createAgenciesRepository(tx).addMember(agency.id, userId, 'agent', now))) {
          throw new AppError('ActionForbidden');
        }
        return { id: agency.id, name: agency.name, slug: agency.slug, status: agency.status, role: 'agent' };
      });
    },

    async decline(userEmail: string, token: string): Promise<void> {
      const row = await openInvitation(token);
      if (row.email !== userEmail || !(await invitations.settle(row.id, { status: 'declined' }))) {
        throw new AppError('InvitationNotFound');
      }
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
