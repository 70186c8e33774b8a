import type { UserAgency } from '@krov/contracts';
import type { Database } from '../../platform/db/database.ts';
import type { FileUrl } from '../files/ports.ts';
import { createAgenciesRepository } from './agencies.repository.ts';

/**
 * What other modules may know of agencies: read-only answers from the agencies' own tables and
 * nothing else, so app.ts builds them before the modules that ask (accounts' profile, listings,
 * invoices) and before the agencies' routes, which need the listings' reader (decision 210). Each
 * asking module declares the part it reads as its own port (listings' ListingAgencies, invoices'
 * InvoiceMemberships and InvoiceAgencies, accounts' agencyOf); app.ts checks that these fit.
 */
export function createAgencyFacts(deps: { db: Database; fileUrl: FileUrl }) {
  const repository = createAgenciesRepository(deps.db);

  return {
    /** The short form the profile carries (`me.agency`): the user's agency and role, or null. */
    async summaryOf(userId: string): Promise<UserAgency> {
      const membership = await repository.membershipOf(userId);
      if (!membership) return null;
      const { agency, role } = membership;
      return { id: agency.id, name: agency.name, slug: agency.slug, status: agency.status, role };
    },

    /** The agency a user works for (owner or agent), or null. */
    async membershipOf(userId: string) {
      const membership = await repository.membershipOf(userId);
      if (!membership) return null;
      const { agency, role } = membership;
      return { agencyId: agency.id, approved: agency.status === 'approved', owner: role === 'owner' };
    },

    /** An approved agency's id by its slug (the search's agency filter); null for any other. */
    async approvedIdBySlug(slug: string): Promise<string | null> {
      const agency = await repository.bySlug(slug);
      return agency?.status === 'approved' ? agency.id : null;
    },

    /** The owner of an agency, null when it is gone. */
    async ownerIdOf(agencyId: string): Promise<string | null> {
      return (await repository.byId(agencyId))?.ownerId ?? null;
    },

    async isApproved(agencyId: string): Promise<boolean> {
      return (await repository.byId(agencyId))?.status === 'approved';
    },

    /** An approved agency as a listing's page names it; null when it is not approved. */
    async cardOf(agencyId: string) {
      const agency = await repository.byId(agencyId);
      if (agency?.status !== 'approved') return null;
      return {
        name: agency.name,
        slug: agency.slug,
        logo: agency.logo ? deps.fileUrl(agency.logo) : null,
        registerVerified: agency.registerVerifiedAt !== null,
      };
    },

    /** The name and address an invoice names the agency by when its owner gave no billing details. */
    async partyOf(agencyId: string): Promise<{ name: string; address: string } | null> {
      const agency = await repository.byId(agencyId);
      return agency ? { name: agency.name, address: agency.address } : null;
    },
  };
}

export type AgencyFacts = ReturnType<typeof createAgencyFacts>;
