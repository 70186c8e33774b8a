import type { ListingType, PropertyResponse } from '@krov/contracts';
import type { Clock } from '../../platform/clock/clock.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { ListingAccess } from './listing-access.ts';
import { actingOwnerOf, type ListingAgencies } from './listing-agencies.ts';
import type { ListingsRepository } from './listings.repository.ts';
import type { ListingsReaderRepository } from './listings-reader.repository.ts';
import { type ListingMatchFacts, listingSummaryOf, matchFactsOf } from './match-facts.ts';
import { canSee, isPublic } from './visibility.ts';

/** A listing as other modules see it: which one, and whose. */
export interface ListingRef {
  id: string;
  ownerId: string;
}

/** A listing as a conversation shows it (listingSummaryOf), and whether it is public now. */
export type ListingCard = ListingMatchFacts['summary'] & { available: boolean };

/** Public listings by listing type. */
export type ListingCounts = Record<ListingType, number>;

/** Public listings per place: every listing counts in its entity, canton, city, municipality and neighbourhood. */
export interface PlaceListingCounts {
  /** All public listings (the country's count). */
  total: ListingCounts;
  /** By place slug; a place with none is absent. */
  bySlug: ReadonlyMap<string, ListingCounts>;
}

/** Public listings of one combination of stored places, property type and listing type. */
export interface PlaceCountRow {
  entitySlug: string | null;
  cantonSlug: string | null;
  citySlug: string | null;
  municipalitySlug: string;
  neighbourhoodSlug: string | null;
  listingType: ListingType;
  count: number;
}

/**
 * The public listings counted by their stored places: the search module reads them from its map's
 * pyramid (modules/search/map/place-counts.repository.ts); app.ts hands them in.
 */
export interface PlaceCounts {
  /** One row per kind (listing type, property type, places); the reader adds a place's rows up. */
  publicCountsByPlace(now: Date): Promise<PlaceCountRow[]>;
}

const placeColumns = [
  'entitySlug',
  'cantonSlug',
  'citySlug',
  'municipalitySlug',
  'neighbourhoodSlug',
] as const;

/**
 * The listings as other modules read them (saved, analytics, places; later search and
 * notifications): read-only, with the visibility rule applied, so no module needs the listings' tables.
 */
export function createListingsReader({
  repository,
  reads,
  placeCounts,
  access,
  agencies,
  clock,
}: {
  repository: Pick<ListingsRepository, 'byId'>;
  reads: ListingsReaderRepository;
  placeCounts: PlaceCounts;
  access: Pick<ListingAccess, 'respondAll'>;
  /** Without an agencies module (a reader alone, as some tests build it) no agency manages anything. */
  agencies?: Pick<ListingAgencies, 'ownerIdOf' | 'cardOf'>;
  clock: Clock;
}) {
  const refOf = (row: ListingRef): ListingRef => ({ id: row.id, ownerId: row.ownerId });
  return {
    /** A listing the caller may see: public, or their own; anything else PropertyNotFound. */
    async visible(id: string, viewerId: string | null): Promise<ListingRef> {
      const row = await repository.byId(id);
      if (row && canSee(row, viewerId, clock.now())) return refOf(row);
      throw new AppError('PropertyNotFound');
    },

    /**
     * Whether the user manages the listing (its owner, its assigned agent, its agency's owner:
     * listing-agencies.ts): who may read its statistics.
     */
    async manages(id: string, userId: string): Promise<boolean> {
      try {
        await actingOwnerOf(await repository.byId(id), userId, agencies ?? { ownerIdOf: async () => null });
        return true;
      } catch {
        return false;
      }
    },

    /** A public listing (even to its owner); anything else PropertyNotFound. */
    async publicListing(id: string): Promise<ListingRef> {
      const row = await repository.byId(id);
      if (row && isPublic(row, clock.now())) return refOf(row);
      throw new AppError('PropertyNotFound');
    },

    /**
     * The public answers of those listings that are public now, by id (one query for the listings,
     * one for their photos). Public to everyone, their owner included: a hidden price stays null.
     */
    async publicListings(ids: readonly string[]): Promise<Map<string, PropertyResponse>> {
      const rows = await reads.publicByIds(ids, clock.now());
      const answers = await access.respondAll(rows, 'public');
      return new Map(answers.map((answer) => [answer.id, answer]));
    },

    /**
     * How a conversation shows the listings it is about, by id: each existing one's summary as the
     * public sees it (a hidden price stays null, for its owner too) and whether it is public now.
     * Listings taken down keep their card, so a conversation does not lose what it was about.
     */
    async cards(ids: readonly string[]): Promise<Map<string, ListingCard>> {
      const rows = await reads.byIds(ids);
      const now = clock.now();
      const answers = await access.respondAll(rows, 'public');
      const publicIds = new Set(rows.filter((row) => isPublic(row, now)).map((row) => row.id));
      return new Map(
        answers.map((answer) => [
          answer.id,
          { ...listingSummaryOf(answer), available: publicIds.has(answer.id) },
        ]),
      );
    },

    /** Every listing of an agency (not deleted): its id, address and agent. */
    agencyListings: (agencyId: string) => reads.ofAgency(agencyId),

    /** An agency's public listings: by listing type, and how many each agent holds. */
    async agencyCounts(agencyId: string): Promise<{ total: ListingCounts; byAgent: Map<string, number> }> {
      const total: ListingCounts = { sell: 0, rent: 0 };
      const byAgent = new Map<string, number>();
      for (const row of await reads.publicCountsOfAgency(agencyId, clock.now())) {
        total[row.listingType] += row.count;
        if (row.agentId) byAgent.set(row.agentId, (byAgent.get(row.agentId) ?? 0) + row.count);
      }
      return { total, byAgent };
    },

    /** Per member of an agency, its listings waiting for their confirmation (issue 29); absent: none. */
    async awaitingConfirmationByAgent(agencyId: string): Promise<Map<string, number>> {
      const rows = await reads.awaitingConfirmationOfAgency(agencyId);
      return new Map(rows.map((row) => [row.userId, row.count]));
    },

    /** Every agency's public listings, both listing types (the agencies' directory). */
    async publicCountsByAgency(): Promise<Map<string, number>> {
      const rows = await reads.publicCountsPerAgency(clock.now());
      return new Map(rows.map((row) => [row.agencyId, row.count]));
    },

    /** What alerts match a listing on, while it is public; null when it is not (any more). */
    async matchFacts(id: string): Promise<ListingMatchFacts | null> {
      const [row] = await reads.publicByIds([id], clock.now());
      if (!row) return null;
      const [answer] = await access.respondAll([row], 'public');
      if (!answer) return null;
      // Saved searches name an agency by slug, as the search does; only an approved one has listings.
      const agency = row.agencyId && agencies ? await agencies.cardOf(row.agencyId) : null;
      return matchFactsOf(row, answer, await reads.searchDocument(id), agency?.slug ?? null);
    },

    /** Public listings counted per place (from the map's pyramid; the caller caches it). */
    async publicCountsByPlace(): Promise<PlaceListingCounts> {
      const total: ListingCounts = { sell: 0, rent: 0 };
      const bySlug = new Map<string, ListingCounts>();
      for (const row of await placeCounts.publicCountsByPlace(clock.now())) {
        total[row.listingType] += row.count;
        for (const column of placeColumns) {
          const slug = row[column];
          if (slug === null) continue;
          const counts = bySlug.get(slug) ?? { sell: 0, rent: 0 };
          counts[row.listingType] += row.count;
          bySlug.set(slug, counts);
        }
      }
      return { total, bySlug };
    },
  };
}

export type ListingsReader = ReturnType<typeof createListingsReader>;
