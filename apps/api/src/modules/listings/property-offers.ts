import type { PropertyOffer } from '@krov/contracts';
import type { ListingAgencies } from './listing-agencies.ts';
import type { PropertyRow } from './listings.repository.ts';
import type { OfferRow, PropertyOffersRepository } from './property-offers.repository.ts';

export interface OffersDependencies {
  offers: Pick<PropertyOffersRepository, 'publicMembers'>;
  /** Names an offer's agency; an agency not approved is not named (as on the owner's card). */
  agencies: Pick<ListingAgencies, 'cardOf'>;
}

/** One offer as the public sees it: a price on request is null, whoever asks. */
async function offerOf(
  row: Pick<OfferRow, 'id' | 'price' | 'hidePrice' | 'agencyId'>,
  agencyCard: (agencyId: string) => Promise<PropertyOffer['agency']>,
): Promise<PropertyOffer> {
  return {
    propertyId: row.id,
    price: row.hidePrice ? null : row.price,
    agency: row.agencyId ? await agencyCard(row.agencyId) : null,
  };
}

/**
 * The offers of a property several advertisers offer (issue 30, decision 250): every public listing
 * of its offer group, the best first, the asking listing included; none when it is the only one.
 * A listing that is not public (expired, hidden, deleted) is never among them.
 */
export function propertyOffers(deps: OffersDependencies) {
  /** One card per agency and call: a search page of a few groups asks each agency once. */
  function agencyCards() {
    const cards = new Map<string, Promise<PropertyOffer['agency']>>();
    return (agencyId: string) => {
      let card = cards.get(agencyId);
      if (!card) {
        card = deps.agencies
          .cardOf(agencyId)
          .then((found) => (found ? { name: found.name, slug: found.slug, logo: found.logo } : null));
        cards.set(agencyId, card);
      }
      return card;
    };
  }

  /** Each listing's `offers`, by its id (one query for every group among them). */
  async function of(rows: readonly PropertyRow[], now: Date): Promise<Map<string, PropertyOffer[]>> {
    const groupIds = rows.flatMap((row) => (row.offerGroupId ? [row.offerGroupId] : []));
    const members = await deps.offers.publicMembers(groupIds, now);
    const cards = agencyCards();
    const byGroup = new Map<string, PropertyOffer[]>();
    for (const groupId of new Set(groupIds)) {
      const group = members.filter((member) => member.offerGroupId === groupId);
      byGroup.set(groupId, group.length < 2 ? [] : await Promise.all(group.map((m) => offerOf(m, cards))));
    }
    return new Map(rows.map((row) => [row.id, (row.offerGroupId && byGroup.get(row.offerGroupId)) || []]));
  }

  return {
    of,
    /** The public listings of groups, each group's best first (the merged price history reads them). */
    publicMembers: deps.offers.publicMembers,

    /** GET /api/properties/{id}/offers: the offers, or the listing alone when no one else offers it. */
    async list(row: PropertyRow, now: Date): Promise<PropertyOffer[]> {
      const offers = (await of([row], now)).get(row.id) ?? [];
      return offers.length > 0 ? offers : [await offerOf(row, agencyCards())];
    },
  };
}

export type PropertyOffers = ReturnType<typeof propertyOffers>;
