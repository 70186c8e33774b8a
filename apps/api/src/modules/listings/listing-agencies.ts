import { agencyLimits, listingLimits } from '@krov/contracts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { PropertyRow } from './listings.repository.ts';

/**
 * What listings need to know of agencies (the agencies module's facts answer from its own tables,
 * built before listings: app.ts). Listings never read the agencies' tables.
 */
export interface ListingAgencies {
  /** An approved agency's id by its slug (the search's `agency` filter answers the same). */
  approvedIdBySlug(slug: string): Promise<string | null>;
  /** The agency a user works for (owner or agent), or null. */
  membershipOf(userId: string): Promise<{ agencyId: string; approved: boolean; owner: boolean } | null>;
  /** The owner of an agency, null when it is gone. */
  ownerIdOf(agencyId: string): Promise<string | null>;
  isApproved(agencyId: string): Promise<boolean>;
  /** An approved agency as a listing's page names it; null when it is not approved. */
  cardOf(
    agencyId: string,
  ): Promise<{ name: string; slug: string; logo: string | null; registerVerified: boolean } | null>;
}

/** Who answers for a listing (its page's card, its phone, its messages): its agent, else its owner. */
export const contactOf = (row: Pick<PropertyRow, 'ownerId' | 'agentId'>): string =>
  row.agentId ?? row.ownerId;

/** Whose limit a listing counts against, and how many listings that limit allows. */
export function limitOf(row: Pick<PropertyRow, 'agencyId' | 'ownerId'>) {
  return row.agencyId
    ? { agencyId: row.agencyId, max: agencyLimits.listingLimit }
    : { ownerId: row.ownerId, max: listingLimits.privateUserLimit };
}

/**
 * Who may manage a listing (edit, photos, lifecycle, delete): its owner (who created it), the agent
 * it is assigned to, and the owner of its agency. Anyone else gets PropertyNotFound, never a hint
 * that it exists. Answers the listing's owner id, the one its transactions and guards are keyed by.
 */
export async function actingOwnerOf(
  row: Pick<PropertyRow, 'ownerId' | 'agentId' | 'agencyId'> | undefined,
  callerId: string,
  agencies: Pick<ListingAgencies, 'ownerIdOf'>,
): Promise<string> {
  if (!row) throw new AppError('PropertyNotFound');
  if (row.ownerId === callerId || row.agentId === callerId) return row.ownerId;
  if (row.agencyId && (await agencies.ownerIdOf(row.agencyId)) === callerId) return row.ownerId;
  throw new AppError('PropertyNotFound');
}

/** Resolves who the caller acts as on a listing by its id (actingOwnerOf). */
export type ActingOwner = (listingId: string, callerId: string) => Promise<string>;
