import {
  isAllowed,
  type ListingType,
  type Location,
  type PropertyResponse,
  type propertyEditInput,
  type propertyInput,
  statusesFor,
} from '@krov/contracts';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock/clock.ts';
import { AppError, fieldError } from '../../platform/errors/app-error.ts';
import type { DomainEvents, EventBus } from '../../platform/events/event-bus.ts';
import type { Places, PropertyPlace } from '../places/ports.ts';
import { recordPrice } from './history/relisting.ts';
import { announce, insertPlanned } from './lifecycle-apply.ts';
import { planCreate } from './lifecycle-table.ts';
import type { ListingAccess } from './listing-access.ts';
import { actingOwnerOf, type ListingAgencies } from './listing-agencies.ts';
import type { ListingsRepository, NewProperty, PropertyRow } from './listings.repository.ts';
import type { Owners } from './owners.ts';
import { typeChangeRefused } from './paid-type.ts';
import { placeColumns } from './place-columns.ts';
import type { PublicListingJson } from './ports.ts';
import { isPublic } from './visibility.ts';

export type PropertyInput = z.output<typeof propertyInput>;
export type PropertyEditInput = z.output<typeof propertyEditInput>;

interface Dependencies {
  repository: Pick<ListingsRepository, 'byId' | 'transaction'>;
  access: ListingAccess;
  agencies: Pick<ListingAgencies, 'membershipOf' | 'ownerIdOf'>;
  places: Pick<Places, 'locate'>;
  owners: Owners;
  events: Pick<EventBus, 'emit' | 'stage'>;
  clock: Clock;
  /** Serialized public answers; `repository` must be wrapped by `invalidating` with their caches. */
  publicListings: PublicListingJson;
  /** KM to publish or renew for 30 days, by type (config: LISTING_FEE_*): a paid period keeps its type. */
  fees: Readonly<Record<ListingType, number>>;
}

interface Pin {
  location: Location;
  place: PropertyPlace;
}

/** The columns a listing's own fields fill, with the place derived from its pin. */
function columnsOf(input: PropertyInput, { location, place }: Pin) {
  return {
    listingType: input.listingType,
    propertyType: input.propertyType,
    size: input.size,
    bedrooms: input.bedrooms ?? null,
    bathrooms: input.bathrooms ?? null,
    features: [...new Set(input.features)],
    constructionYear: input.constructionYear ?? null,
    garden: input.garden ?? null,
    parkings: input.parkings ?? null,
    floor: input.floor ?? null,
    totalFloors: input.totalFloors ?? null,
    price: input.price ?? null,
    hidePrice: input.hidePrice,
    description: input.description,
    address: input.address,
    lat: location.lat,
    lng: location.lng,
    ...placeColumns(place),
    // Left out (an older client's edit), the video and the tour stay; null or blank removes them.
    ...(input.videoUrl === undefined ? {} : { videoUrl: input.videoUrl }),
    ...(input.tourUrl === undefined ? {} : { tourUrl: input.tourUrl }),
  } satisfies Partial<NewProperty>;
}

/** A listing's own record: create, view, edit, delete, and the owner's tabs. */
export function createListingsService(deps: Dependencies) {
  const { repository, access, places, owners, events, clock } = deps;

  /** The pin and its place; a pin outside Bosnia and Herzegovina is AddressNotValid. */
  function pinOf(input: PropertyInput): Pin {
    // The schema already refused a missing pin (Location); this only satisfies the type.
    if (!input.location) throw new AppError('AddressNotValid');
    const place = places.locate(input.location);
    if (!place) throw new AppError('AddressNotValid');
    return { location: input.location, place };
  }

  /** Whether the viewer manages the listing (its owner, its agent, its agency's owner). */
  async function mayManage(row: PropertyRow, viewerId: string): Promise<boolean> {
    try {
      await actingOwnerOf(row, viewerId, deps.agencies);
      return true;
    } catch {
      return false;
    }
  }

  return {
    /**
     * A new listing, unpaid until published; needs a verified phone and room under the limit. A
     * member of an agency creates the agency's listing (its limit of 500 counts, not theirs).
     */
    async create(ownerId: string, input: PropertyInput): Promise<PropertyResponse> {
      const owner = await owners.byId(ownerId);
      const planned = planCreate({ now: clock.now(), phoneVerified: owner.phoneNumberVerified });
      if (!('plan' in planned))
        throw new AppError('refused' in planned ? planned.refused : 'ActionForbidden');
      const pin = pinOf(input);
      const agencyId = (await deps.agencies.membershipOf(ownerId))?.agencyId ?? null;
      // An agency's listings are counted under the agency's lock: two agents creating at once
      // cannot both take its last place.
      const created = await repository.transaction(agencyId ?? ownerId, async (tx) => {
        const result = await insertPlanned(tx, { ...columnsOf(input, pin), ownerId, agencyId }, planned.plan);
        if (!('row' in result)) throw new AppError('PropertyLimit');
        return result;
      });
      await announce(events, created.events);
      return access.respond(created.row);
    },

    /**
     * A public listing to anyone, any own listing to its owner; anything else PropertyNotFound.
     * Answers JSON as UTF-8 bytes: public answers come from the cache (public-listing-cache.ts).
     */
    async viewJson(id: string, viewerId: string | null): Promise<Buffer> {
      const cached = deps.publicListings.json(id, viewerId);
      if (cached !== undefined) return cached;
      const row = await repository.byId(id);
      if (row && viewerId && (await mayManage(row, viewerId)))
        return Buffer.from(JSON.stringify(await access.respond(row, 'owner')));
      if (row && isPublic(row, clock.now())) {
        return deps.publicListings.remember(row, await access.respond(row, 'public'));
      }
      throw new AppError('PropertyNotFound');
    },

    async edit(id: string, ownerId: string, edit: PropertyEditInput): Promise<PropertyResponse> {
      const row = await access.owned(id, ownerId);
      if (!isAllowed(row, 'edit')) throw new AppError('ActionForbidden');
      // Left out, the price stays as hidden (or shown) as it was: an edit never reveals by omission.
      const input: PropertyInput = { ...edit, hidePrice: edit.hidePrice ?? row.hidePrice };
      const pin = pinOf(input);
      const now = clock.now();
      // Paid under one type's fee: the other type waits for the period's end (issue 27).
      if (typeChangeRefused(row, input.listingType, deps.fees, now))
        throw fieldError('listingType', 'Invalid');
      const typeChanges = input.listingType !== row.listingType;
      const subject = { listingId: id, ownerId };
      let priceChange: DomainEvents['listing.price-changed'] | null = null;
      const updated = await repository.transaction(ownerId, async (tx) => {
        const changed = await tx.listings.update(
          id,
          ownerId,
          // A new type only on the validity it was allowed on: a payment meanwhile refuses it.
          { statuses: statusesFor('edit'), ...(typeChanges ? { validUntil: row.validUntil } : {}) },
          { ...columnsOf(input, pin), updatedAt: now },
        );
        if (changed && changed.price !== row.price) {
          // The history and the savers' price-drop notices commit with the new price.
          priceChange = { ...subject, previousPrice: row.price, price: changed.price, changedAt: now };
          await recordPrice(tx, changed, now);
          await events.stage(tx.jobs, 'listing.price-changed', priceChange);
        }
        return changed;
      });
      if (!updated) return access.refused(id, ownerId);
      await events.emit('listing.edited', subject);
      if (priceChange) await events.emit('listing.price-changed', priceChange);
      return access.respond(updated);
    },

    /**
     * The agency's owner gives an agency listing to one of its people (null: to nobody). A caller
     * who may not manage it gets PropertyNotFound; one who may but does not own the agency (its
     * agent), or a private listing, ActionForbidden; someone outside the agency is Invalid.
     */
    async assignAgent(id: string, callerId: string, agentId: string | null): Promise<PropertyResponse> {
      const row = await repository.byId(id);
      const ownerId = await actingOwnerOf(row, callerId, deps.agencies);
      const agencyId = row?.agencyId;
      if (!agencyId || (await deps.agencies.ownerIdOf(agencyId)) !== callerId)
        throw new AppError('ActionForbidden');
      if (agentId !== null && (await deps.agencies.membershipOf(agentId))?.agencyId !== agencyId) {
        throw fieldError('agentId', 'Invalid');
      }
      const assigned = await repository.transaction(ownerId, (tx) =>
        tx.listings.assignAgent(id, agencyId, agentId, clock.now()),
      );
      if (!assigned) throw new AppError('PropertyNotFound');
      await events.emit('listing.edited', { listingId: id, ownerId });
      return access.respond(assigned);
    },

    /**
     * Soft delete in any status. `listing.deleted` is staged inside the transaction: its durable
     * handlers (the photos leaving storage) are jobs committed with the deletion, never without it.
     */
    async remove(id: string, ownerId: string): Promise<void> {
      await access.owned(id, ownerId);
      const now = clock.now();
      const subject = { listingId: id, ownerId };
      const deleted = await repository.transaction(ownerId, async (tx) => {
        const row = await tx.listings.update(
          id,
          ownerId,
          { statuses: 'any', allowSold: true },
          { deletedAt: now, updatedAt: now },
        );
        if (row) await events.stage(tx.jobs, 'listing.deleted', subject);
        return row;
      });
      if (!deleted) await access.refused(id, ownerId);
      await events.emit('listing.deleted', subject);
    },
  };
}

export type ListingsService = ReturnType<typeof createListingsService>;
