import {
  type BuyerCostsResponse,
  type OwnerCardResponse,
  type PhoneRevealResponse,
  type PriceHistoryResponse,
  type PropertyListResponse,
  type PropertyOffersResponse,
  propertyPageLimits,
} from '@krov/contracts';
import type { Clock } from '../../platform/clock/clock.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { Places } from '../places/ports.ts';
import { buyerCosts } from './buyer-costs.ts';
import type { ListingAccess } from './listing-access.ts';
import { contactOf, type ListingAgencies } from './listing-agencies.ts';
import type { ListingsRepository, PropertyRow } from './listings.repository.ts';
import type { Owners } from './owners.ts';
import type { PropertyOffers } from './property-offers.ts';
import type { PropertyPageRepository } from './property-page.repository.ts';
import { canSee } from './visibility.ts';

interface Dependencies {
  repository: Pick<ListingsRepository, 'byId'>;
  lists: PropertyPageRepository;
  access: Pick<ListingAccess, 'respondAll'>;
  /** The property's offers by several advertisers (issue 30). */
  offers: Pick<PropertyOffers, 'list' | 'publicMembers'>;
  owners: Owners;
  agencies: Pick<ListingAgencies, 'cardOf'>;
  events: Pick<EventBus, 'emit'>;
  clock: Clock;
  /** Turns a storage key into the address clients load it from. */
  fileUrl(key: string): string;
  /** Names the place whose rule a cost line is. */
  places: Pick<Places, 'name'>;
}

/** The property page's data beside the listing: owner card, phone reveal, similar listings. */
export function createPropertyPageService(deps: Dependencies) {
  const { repository, lists, access, owners, events, clock } = deps;

  /** A listing the caller may see: public, or their own; anything else PropertyNotFound. */
  async function visible(id: string, viewerId: string | null): Promise<PropertyRow> {
    const row = await repository.byId(id);
    if (row && canSee(row, viewerId, clock.now())) return row;
    throw new AppError('PropertyNotFound');
  }

  return {
    /** The buyer's costs beside the price, each line sourced (buyer-costs.ts). */
    async costs(id: string, viewerId: string | null): Promise<BuyerCostsResponse> {
      return buyerCosts(await visible(id, viewerId), deps.places);
    },

    /**
     * The property's asking prices across its offers (decision 251): the listing's lineage and those
     * of the other public listings of its offer group, merged oldest first, each naming its listing;
     * first listed when any of them was. In one lineage, consecutive entries with the same shown
     * price are one: hiding and showing it again is no change. A price on request shows none of
     * its lineage (but to its owner).
     */
    async priceHistory(id: string, viewerId: string | null): Promise<PriceHistoryResponse> {
      const row = await visible(id, viewerId);
      const others = row.offerGroupId
        ? (await deps.offers.publicMembers([row.offerGroupId], clock.now())).filter(
            (member) => member.id !== row.id,
          )
        : [];
      const members = [row, ...others];
      // While the price is on request, its earlier amounts are the owner's alone.
      const lineages = members.flatMap((member) =>
        member.lineageId && (!member.hidePrice || member.ownerId === viewerId) ? [member.lineageId] : [],
      );
      const entries = await lists.priceHistories(lineages);
      const items: PriceHistoryResponse['items'] = [];
      const shownLast = new Map<string, number | null>();
      for (const entry of entries) {
        const price = entry.hidden ? null : entry.price;
        if (shownLast.has(entry.lineageId) && shownLast.get(entry.lineageId) === price) continue;
        shownLast.set(entry.lineageId, price);
        items.push({ price, changedAt: entry.changedAt.toISOString(), propertyId: entry.propertyId });
      }
      const firstListed = members.flatMap((member) =>
        member.firstListedAt ? [member.firstListedAt.getTime()] : [],
      );
      return {
        items,
        firstListedAt: firstListed.length > 0 ? new Date(Math.min(...firstListed)).toISOString() : null,
      };
    },

    /** GET /api/properties/{id}/offers: the property's public offers, the best first (decision 250). */
    async offers(id: string, viewerId: string | null): Promise<PropertyOffersResponse> {
      const row = await visible(id, viewerId);
      return { items: await deps.offers.list(row, clock.now()) };
    },

    async ownerCard(id: string, viewerId: string | null): Promise<OwnerCardResponse> {
      const row = await visible(id, viewerId);
      const contact = await owners.byId(contactOf(row));
      return {
        name: contact.name,
        profileImage: contact.profileImage ? deps.fileUrl(contact.profileImage) : null,
        memberSince: contact.memberSince.toISOString(),
        agency: row.agencyId ? await deps.agencies.cardOf(row.agencyId) : null,
      };
    },

    /** The contact's verified number (the agent's, else the owner's); each reveal by someone else is announced (and counted by analytics). */
    async revealPhone(id: string, viewerId: string): Promise<PhoneRevealResponse> {
      const row = await visible(id, viewerId);
      const owner = await owners.byId(contactOf(row));
      if (row.ownerId !== viewerId) {
        await events.emit('listing.phone-revealed', { listingId: row.id, ownerId: row.ownerId, viewerId });
      }
      return { phoneNumber: owner.verifiedPhoneNumber };
    },

    /**
     * Public listings like this one (docs/product/DECISIONS.md, widened by docs/decisions.md, The
     * first ten minutes 2): the same municipality, city and canton with price and size within
     * ±30 %, then the same places within ±50 %, each step adding to what the nearer ones found
     * until there are six: the nearest first, each step's newest first.
     */
    async similar(id: string, viewerId: string | null): Promise<PropertyListResponse> {
      const row = await visible(id, viewerId);
      const areas = [
        { municipalitySlug: row.municipalitySlug },
        ...(row.citySlug ? [{ citySlug: row.citySlug }] : []),
        ...(row.cantonSlug ? [{ cantonSlug: row.cantonSlug }] : []),
      ];
      const rows: Awaited<ReturnType<typeof lists.similar>> = [];
      const now = clock.now();
      for (const tolerance of propertyPageLimits.similarTolerances) {
        for (const area of areas) {
          const wanted = propertyPageLimits.similarMax - rows.length;
          if (wanted === 0) break;
          const found = await lists.similar({
            id: row.id,
            listingType: row.listingType,
            propertyType: row.propertyType,
            size: row.size,
            price: row.price,
            area,
            tolerance,
            excluded: rows.map((listing) => listing.id),
            limit: wanted,
            now,
          });
          rows.push(...found);
        }
      }
      return { items: await access.respondAll(rows, 'public') };
    },
  };
}

export type PropertyPageService = ReturnType<typeof createPropertyPageService>;
