import type { AgencyInput, agencyInput, MyAgencyResponse, PublicAgencyResponse } from '@krov/contracts';
import slugify from '@sindresorhus/slugify';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import type { PublicProfiles } from '../accounts/ports.ts';
import type { FileUrl } from '../files/ports.ts';
import type { ListingsReader } from '../listings/ports.ts';
import { type AgencyRow, createAgenciesRepository, type Membership } from './agencies.repository.ts';
import { agencyLogoKey, toAgencyLogo } from './agency-logo.ts';

type AgencyFields = z.output<typeof agencyInput>;

export interface AgenciesDependencies {
  db: Database;
  clock: Clock;
  fileUrl: FileUrl;
  profiles: Pick<PublicProfiles, 'byIds' | 'contactsByIds'>;
  listings: Pick<ListingsReader, 'agencyCounts' | 'awaitingConfirmationByAgent'>;
  storage: Pick<ObjectStorage, 'put' | 'delete'>;
}

/**
 * "Nekretnine Đurić & sinovi" → "nekretnine-duric-i-sinovi" (the & read the Bosnian way); at most 70
 * characters, so a "-2" still fits the search's agency filter (80 at most).
 */
export function slugOf(name: string): string {
  return (
    slugify(name, { customReplacements: [['&', ' i ']] })
      .slice(0, 70)
      .replace(/-+$/, '') || 'agencija'
  );
}

/** The first of base, base-2, base-3 … that no other agency holds. */
function freeSlug(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

function contactOf(row: AgencyRow, fileUrl: FileUrl) {
  return {
    name: row.name,
    slug: row.slug,
    logo: row.logo ? fileUrl(row.logo) : null,
    description: row.description,
    address: row.address,
    location: { lat: row.lat, lng: row.lng },
    phoneNumber: row.phoneNumber,
    email: row.email,
    website: row.website,
    registerVerified: row.registerVerifiedAt !== null,
  };
}

export function myAgencyOf({ agency, role }: Membership, fileUrl: FileUrl): NonNullable<MyAgencyResponse> {
  return {
    id: agency.id,
    ...contactOf(agency, fileUrl),
    status: agency.status,
    role,
    registerAuthority: agency.registerAuthority,
    registerNumber: agency.registerNumber,
    statusReason: agency.statusReason,
    createdAt: agency.createdAt.toISOString(),
  };
}

const fieldsOf = (input: AgencyFields) => ({
  name: input.name,
  description: input.description,
  address: input.address,
  lat: input.location.lat,
  lng: input.location.lng,
  phoneNumber: input.phoneNumber,
  email: input.email,
  website: input.website,
  registerAuthority: input.registerAuthority,
  registerNumber: input.registerNumber,
});

/** The agency account: the request, its edits, what its members and the public see. */
export function createAgenciesService(deps: AgenciesDependencies) {
  const { db, clock, fileUrl } = deps;
  const repository = createAgenciesRepository(db);

  /** The agency the user owns; anyone else (an agent, a user in none) ActionForbidden. */
  async function ownedBy(userId: string): Promise<Membership> {
    const membership = await repository.membershipOf(userId);
    if (!membership) throw new AppError('AgencyNotFound');
    if (membership.role !== 'owner') throw new AppError('ActionForbidden');
    return membership;
  }

  return {
    ownedBy,

    /** The user's agency and role in it, or null (GET /api/users/me/agency). */
    async mine(userId: string): Promise<MyAgencyResponse> {
      const membership = await repository.membershipOf(userId);
      return membership ? myAgencyOf(membership, fileUrl) : null;
    },

    /**
     * Requests an agency: pending until an admin approves it; the user becomes its owner. A user
     * already in an agency (owner or agent) cannot: ActionForbidden.
     */
    async create(userId: string, input: AgencyFields): Promise<NonNullable<MyAgencyResponse>> {
      if (await repository.membershipOf(userId)) throw new AppError('ActionForbidden');
      const now = clock.now();
      const base = slugOf(input.name);
      const slug = freeSlug(base, await repository.slugsLike(base));
      return db.transaction(async (tx) => {
        const agencies = createAgenciesRepository(tx);
        const agency = await agencies.insertAgency({
          ...fieldsOf(input),
          slug,
          ownerId: userId,
          createdAt: now,
          updatedAt: now,
        });
        // The member row's unique user index settles a double submit: the second rolls back.
        if (!(await agencies.addMember(agency.id, userId, 'owner', now)))
          throw new AppError('ActionForbidden');
        await agencies.audit({ agencyId: agency.id, action: 'requested', actorId: userId, createdAt: now });
        return myAgencyOf({ agency, role: 'owner' }, fileUrl);
      });
    },

    /** The owner edits; the slug follows the name until the agency was first approved. */
    async update(userId: string, input: AgencyFields): Promise<NonNullable<MyAgencyResponse>> {
      const { agency } = await ownedBy(userId);
      let slug = agency.slug;
      if (agency.approvedAt === null && input.name !== agency.name) {
        const base = slugOf(input.name);
        slug = freeSlug(base, await repository.slugsLike(base, agency.id));
      }
      const updated = await repository.update(agency.id, {
        ...fieldsOf(input),
        slug,
        updatedAt: clock.now(),
      });
      if (!updated) throw new AppError('AgencyNotFound');
      return myAgencyOf({ agency: updated, role: 'owner' }, fileUrl);
    },

    /** The owner sets the logo (a clean copy under a new key); the old file goes. */
    async setLogo(userId: string, upload: Buffer): Promise<NonNullable<MyAgencyResponse>> {
      const { agency } = await ownedBy(userId);
      const key = agencyLogoKey(agency.id);
      await deps.storage.put(key, await toAgencyLogo(upload), 'image/webp');
      const updated = await repository.update(agency.id, { logo: key, updatedAt: clock.now() });
      if (!updated) throw new AppError('AgencyNotFound');
      if (agency.logo) await deps.storage.delete(agency.logo);
      return myAgencyOf({ agency: updated, role: 'owner' }, fileUrl);
    },

    async removeLogo(userId: string): Promise<NonNullable<MyAgencyResponse>> {
      const { agency } = await ownedBy(userId);
      const updated = await repository.update(agency.id, { logo: null, updatedAt: clock.now() });
      if (!updated) throw new AppError('AgencyNotFound');
      if (agency.logo) await deps.storage.delete(agency.logo);
      return myAgencyOf({ agency: updated, role: 'owner' }, fileUrl);
    },

    /** An approved agency's public page data; any other slug AgencyNotFound. */
    async publicBySlug(slug: string): Promise<PublicAgencyResponse> {
      const agency = await repository.bySlug(slug);
      if (agency?.status !== 'approved') throw new AppError('AgencyNotFound');
      const members = await repository.members(agency.id);
      const [profiles, counts] = await Promise.all([
        deps.profiles.byIds(members.map((member) => member.userId)),
        deps.listings.agencyCounts(agency.id),
      ]);
      return {
        id: agency.id,
        ...contactOf(agency, fileUrl),
        agents: members.flatMap((member) => {
          const profile = profiles.get(member.userId);
          if (!profile) return [];
          return [{ ...profile, role: member.role, listings: counts.byAgent.get(member.userId) ?? 0 }];
        }),
        listings: counts.total,
      };
    },

    /** The owner's view of the agency's people, with their addresses; an agent sees it too. */
    async agents(userId: string) {
      const membership = await repository.membershipOf(userId);
      if (!membership) throw new AppError('AgencyNotFound');
      const members = await repository.members(membership.agency.id);
      const ids = members.map((member) => member.userId);
      const [profiles, contacts, counts, awaiting] = await Promise.all([
        deps.profiles.byIds(ids),
        deps.profiles.contactsByIds(ids),
        deps.listings.agencyCounts(membership.agency.id),
        deps.listings.awaitingConfirmationByAgent(membership.agency.id),
      ]);
      return {
        items: members.flatMap((member) => {
          const profile = profiles.get(member.userId);
          const contact = contacts.get(member.userId);
          if (!profile || !contact) return [];
          return [
            {
              ...profile,
              email: contact.email,
              role: member.role,
              joinedAt: member.joinedAt.toISOString(),
              listings: counts.byAgent.get(member.userId) ?? 0,
              awaitingConfirmation: awaiting.get(member.userId) ?? 0,
            },
          ];
        }),
      };
    },
  };
}

export type AgenciesService = ReturnType<typeof createAgenciesService>;
export type { AgencyInput };
