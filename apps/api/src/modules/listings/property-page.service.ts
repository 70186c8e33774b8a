import {
  type OwnerCardResponse,
  type PhoneRevealResponse,
  type PropertyListResponse,
  propertyPageLimits,
} from '@krov/contracts';
import type { Clock } from '../../platform/clock/clock.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { ListingAccess } from './listing-access.ts';
import type { ListingsRepository, PropertyRow } from './listings.repository.ts';
import type { Owners } from './owners.ts';
import type { PropertyPageRepository } from './property-page.repository.ts';
import { canSee } from './visibility.ts';

interface Dependencies {
  repository: Pick<ListingsRepository, 'byId'>;
  lists: PropertyPageRepository;
  access: Pick<ListingAccess, 'respondAll'>;
  owners: Owners;
  events: Pick<EventBus, 'emit'>;
  clock: Clock;
  /** Turns a storage key into the address clients load it from. */
  fileUrl(key: string): string;
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
    async ownerCard(id: string, viewerId: string | null): Promise<OwnerCardResponse> {
      const row = await visible(id, viewerId);
      const owner = await owners.byId(row.ownerId);
      return {
        name: owner.name,
        profileImage: owner.profileImage ? deps.fileUrl(owner.profileImage) : null,
        memberSince: owner.memberSince.toISOString(),
      };
    },

    /** The owner's verified number; each reveal by someone else is announced (and counted by analytics). */
    async revealPhone(id: string, viewerId: string): Promise<PhoneRevealResponse> {
      const row = await visible(id, viewerId);
      const owner = await owners.byId(row.ownerId);
      if (row.ownerId !== viewerId) {
        await events.emit('listing.phone-revealed', { listingId: row.id, ownerId: row.ownerId, viewerId });
      }
      return { phoneNumber: owner.verifiedPhoneNumber };
    },

    /** Public listings like this one (docs/product/DECISIONS.md): same municipality, else same city. */
    async similar(id: string, viewerId: string | null): Promise<PropertyListResponse> {
      const row = await visible(id, viewerId);
      const base = {
        id: row.id,
        listingType: row.listingType,
        propertyType: row.propertyType,
        size: row.size,
        price: row.price,
        tolerance: propertyPageLimits.similarTolerance,
        limit: propertyPageLimits.similarMax,
        now: clock.now(),
      };
      let rows = await lists.similar({ ...base, area: { municipalitySlug: row.municipalitySlug } });
      if (rows.length === 0 && row.citySlug) {
        rows = await lists.similar({ ...base, area: { citySlug: row.citySlug } });
      }
      return { items: await access.respondAll(rows, 'public') };
    },
  };
}

export type PropertyPageService = ReturnType<typeof createPropertyPageService>;
