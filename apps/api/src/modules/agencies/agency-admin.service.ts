import type { AdminAgencyItem } from '@krov/contracts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { PublicProfiles } from '../accounts/ports.ts';
import type { AuditRecorder } from '../audit/ports.ts';
import type { FileUrl } from '../files/ports.ts';
import type { AgencyListings } from '../listings/index.ts';
import type { Notifier } from '../notifications/ports.ts';
import {
  type AgencyAction,
  type AgencyRow,
  type AgencyStatus,
  type AuditRow,
  createAgenciesRepository,
} from './agencies.repository.ts';

export interface AgencyAdminDependencies {
  db: Database;
  clock: Clock;
  fileUrl: FileUrl;
  notifier: Notifier;
  profiles: Pick<PublicProfiles, 'contactsByIds'>;
  agencyListings: Pick<AgencyListings, 'hideForSuspensionIn' | 'showAfterSuspensionIn'>;
  /** The admins' audit log (decision 227), written beside the agency's own trail. */
  audit: AuditRecorder;
}

/** Each decision: the statuses it applies to, the status it leaves, what the owner is told. */
const decisions = {
  approve: { from: ['pending'], to: 'approved', action: 'approved' },
  suspend: { from: ['approved'], to: 'suspended', action: 'suspended' },
  reinstate: { from: ['suspended'], to: 'approved', action: 'reinstated' },
} as const satisfies Record<
  string,
  { from: readonly AgencyStatus[]; to: AgencyStatus; action: AgencyAction }
>;
export type AgencyDecision = keyof typeof decisions;

/**
 * The admins' side of agencies: the requests by status, and each decision with its reason, an
 * audit record (who, when, why) and a notification (with its e-mail) to the owner, in one
 * transaction. A decision that does not fit the agency's status is ActionForbidden.
 */
export function createAgencyAdmin(deps: AgencyAdminDependencies) {
  const { db, clock } = deps;
  const repository = createAgenciesRepository(db);

  async function itemsOf(rows: AgencyRow[]): Promise<AdminAgencyItem[]> {
    const [owners, audit] = await Promise.all([
      deps.profiles.contactsByIds([...new Set(rows.map((row) => row.ownerId))]),
      repository.auditOf(rows.map((row) => row.id)),
    ]);
    const actors = await deps.profiles.contactsByIds([
      ...new Set(audit.flatMap((entry) => (entry.actorId ? [entry.actorId] : []))),
    ]);
    const trail = new Map<string, AuditRow[]>();
    for (const entry of audit) trail.set(entry.agencyId, [...(trail.get(entry.agencyId) ?? []), entry]);
    return rows.map((row) => {
      const owner = owners.get(row.ownerId);
      return {
        id: row.id,
        name: row.name,
        slug: row.slug,
        logo: row.logo ? deps.fileUrl(row.logo) : null,
        description: row.description,
        address: row.address,
        location: { lat: row.lat, lng: row.lng },
        phoneNumber: row.phoneNumber,
        email: row.email,
        website: row.website,
        registerVerified: row.registerVerifiedAt !== null,
        status: row.status,
        registerAuthority: row.registerAuthority,
        registerNumber: row.registerNumber,
        owner: { userId: row.ownerId, name: owner?.name ?? '—', email: owner?.email ?? '' },
        createdAt: row.createdAt.toISOString(),
        history: (trail.get(row.id) ?? []).map((entry) => ({
          action: entry.action,
          by: entry.actorId ? (actors.get(entry.actorId)?.name ?? null) : null,
          reason: entry.reason,
          at: entry.createdAt.toISOString(),
        })),
      };
    });
  }

  async function itemOf(row: AgencyRow): Promise<AdminAgencyItem> {
    const [item] = await itemsOf([row]);
    if (!item) throw new AppError('NotFound');
    return item;
  }

  return {
    async list(status: AgencyStatus | undefined): Promise<{ items: AdminAgencyItem[] }> {
      return { items: await itemsOf(await repository.list(status)) };
    },

    async decide(adminId: string, agencyId: string, decision: AgencyDecision, reason: string) {
      const { from, to, action } = decisions[decision];
      const current = await repository.byId(agencyId);
      if (!current) throw new AppError('AgencyNotFound');
      const now = clock.now();
      let forget = () => {};
      const changed = await db.transaction(async (tx) => {
        const agencies = createAgenciesRepository(tx);
        const row = await agencies.transition(agencyId, from, {
          status: to,
          statusReason: reason,
          updatedAt: now,
          // The first approval fixes the slug: the public page's address stays.
          ...(decision === 'approve' ? { approvedAt: current.approvedAt ?? now } : {}),
        });
        if (!row) return null;
        await agencies.audit({ agencyId, action, actorId: adminId, reason, createdAt: now });
        await deps.audit.recordIn(tx, {
          adminId,
          action: `agency.${decision}`,
          subject: { type: 'agency', id: agencyId },
          reason,
          details: { agency: row.name },
          at: now,
        });
        // A suspended agency's listings leave the search with the decision, and come back with
        // the reinstatement (the caches forget them once it committed).
        if (decision === 'suspend') forget = await deps.agencyListings.hideForSuspensionIn(tx, agencyId, now);
        if (decision === 'reinstate')
          forget = await deps.agencyListings.showAfterSuspensionIn(tx, agencyId, now);
        await deps.notifier.notifyIn(
          tx,
          [
            {
              userId: row.ownerId,
              kind: 'agency',
              type: decision === 'suspend' ? 'Action' : 'General',
              link: '/me/agency',
              dedupeKey: `agency:${agencyId}:${action}:${now.toISOString()}`,
              params: { values: { event: action, agency: row.name, reason } },
            },
          ],
          now,
        );
        return row;
      });
      if (!changed) throw new AppError('ActionForbidden');
      forget();
      return itemOf(changed);
    },

    /** The broker register number was checked against the register: the verified badge. */
    async verifyRegister(adminId: string, agencyId: string, reason: string) {
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const agencies = createAgenciesRepository(tx);
        const updated = await agencies.update(agencyId, { registerVerifiedAt: now, updatedAt: now });
        if (updated) {
          await agencies.audit({
            agencyId,
            action: 'register-verified',
            actorId: adminId,
            reason,
            createdAt: now,
          });
          await deps.audit.recordIn(tx, {
            adminId,
            action: 'agency.verify_register',
            subject: { type: 'agency', id: agencyId },
            reason,
            details: { agency: updated.name },
            at: now,
          });
        }
        return updated;
      });
      if (!row) throw new AppError('AgencyNotFound');
      return itemOf(row);
    },
  };
}

export type AgencyAdmin = ReturnType<typeof createAgencyAdmin>;
