import {
  type OwnerCardResponse,
  type PhoneRevealResponse,
  type PropertyListResponse,
  propertyPageLimits,
  type SavedResponse,
} from '@krov/contracts';
import { AppError } from '../../platform/errors/app-error.ts';
import { isPublic } from './lifecycle.ts';
import type { ListingAccess } from './listing-access.ts';
import type { PropertyRow } from './listings.repository.ts';
import type { ListingsDependencies } from './listings.service.ts';

/** The day a view or a counter belongs to (UTC, like every daily counter). */
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** Crawlers, previews and audits that announce themselves: their views are not counted. */
const botAgent =
  /bot|crawl|spider|slurp|lighthouse|headless|preview|facebookexternalhit|embedly|curl|wget|python-requests|httpclient|monitor/i;

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || botAgent.test(userAgent);
}

/** Who looks at a listing: the user when logged in, else the browser's device id. */
export interface Visitor {
  userId: string | null;
  deviceId: string | null;
  userAgent: string | undefined;
}

/** The property page's data beside the listing: owner card, phone reveal, saving, views, similar, newest. */
export function createPropertyPageService(deps: ListingsDependencies, access: ListingAccess) {
  const { repository, owners, clock } = deps;

  /** A listing the caller may see: public, or their own; anything else PropertyNotFound. */
  async function visible(id: string, viewerId: string | null): Promise<PropertyRow> {
    const row = await repository.byId(id);
    if (row && (row.ownerId === viewerId || isPublic(row, clock.now()))) return row;
    throw new AppError('PropertyNotFound');
  }

  /** Only public listings are saved (an owner's private listing neither). */
  async function publicListing(id: string): Promise<PropertyRow> {
    const row = await repository.byId(id);
    if (row && isPublic(row, clock.now())) return row;
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

    /** The owner's verified number; each reveal by someone else counts in phone_reveals. */
    async revealPhone(id: string, viewerId: string): Promise<PhoneRevealResponse> {
      const row = await visible(id, viewerId);
      const owner = await owners.byId(row.ownerId);
      if (row.ownerId !== viewerId) {
        await repository.incrementCounter(row.id, 'phoneReveals', dayOf(clock.now()));
      }
      return { phoneNumber: owner.verifiedPhoneNumber };
    },

    async isSaved(id: string, userId: string): Promise<SavedResponse> {
      const row = await visible(id, userId);
      return { saved: await repository.isSaved(userId, row.id) };
    },

    /** Idempotent: saving twice stores one row and counts one save. */
    async save(id: string, userId: string): Promise<SavedResponse> {
      const row = await publicListing(id);
      const now = clock.now();
      if (await repository.save(userId, row.id, now)) {
        await repository.incrementCounter(row.id, 'saves', dayOf(now));
      }
      return { saved: true };
    },

    /** Idempotent; works on a listing that stopped being public too (the user tidies their list). */
    async unsave(id: string, userId: string): Promise<SavedResponse> {
      await repository.unsave(userId, id);
      return { saved: false };
    },

    /**
     * Records a view (docs/product/DECISIONS.md: once per visitor per listing per day); bots, visitors
     * without an id and the owner are not counted. The count-views job adds them up.
     */
    async recordView(id: string, visitor: Visitor): Promise<void> {
      const row = await visible(id, visitor.userId);
      if (row.ownerId === visitor.userId || isBot(visitor.userAgent)) return;
      const who = visitor.userId ? `u:${visitor.userId}` : visitor.deviceId ? `d:${visitor.deviceId}` : null;
      if (!who) return;
      await repository.recordView(row.id, who, dayOf(clock.now()));
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
      let rows = await repository.similar({ ...base, area: { municipalitySlug: row.municipalitySlug } });
      if (rows.length === 0 && row.citySlug) {
        rows = await repository.similar({ ...base, area: { citySlug: row.citySlug } });
      }
      return { items: await access.respondAll(rows, 'public') };
    },

    async newest(limit: number): Promise<PropertyListResponse> {
      const rows = await repository.newest(clock.now(), limit);
      return { items: await access.respondAll(rows, 'public') };
    },
  };
}
