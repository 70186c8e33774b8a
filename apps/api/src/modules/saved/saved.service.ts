import type { SavedPropertiesResponse, SavedResponse } from '@krov/contracts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { ListingsReader } from '../listings/ports.ts';
import type { SavedRepository } from './saved.repository.ts';
import { decodeSavedCursor, encodeSavedCursor } from './saved-cursor.ts';

interface Dependencies {
  repository: SavedRepository;
  listings: Pick<ListingsReader, 'visible' | 'publicListing' | 'publicListings'>;
  events: Pick<EventBus, 'emit'>;
  clock: Clock;
}

/** The listings a user saved (the heart on /p/{id}). */
export function createSavedService({ repository, listings, events, clock }: Dependencies) {
  return {
    async isSaved(id: string, userId: string): Promise<SavedResponse> {
      const listing = await listings.visible(id, userId);
      return { saved: await repository.isSaved(userId, listing.id) };
    },

    /** Only public listings are saved (an owner's private listing neither); saving twice stores one row. */
    async save(id: string, userId: string): Promise<SavedResponse> {
      const listing = await listings.publicListing(id);
      if (await repository.save(userId, listing.id, clock.now())) {
        await events.emit('listing.saved', { listingId: listing.id, userId });
      }
      return { saved: true };
    },

    /** Idempotent; works on a listing that stopped being public too (the user tidies their list). */
    async unsave(id: string, userId: string): Promise<SavedResponse> {
      await repository.unsave(userId, id);
      return { saved: false };
    },

    /**
     * The user's saved listings, newest saved first, in keyset pages. One that is no longer public
     * is listed as unavailable with no details, to its owner too (docs/decisions/088-saved-listings-page.md):
     * the list shows what a visitor can open.
     */
    async list(
      userId: string,
      query: { cursor?: string | undefined; limit: number },
    ): Promise<SavedPropertiesResponse> {
      const after = query.cursor === undefined ? null : decodeSavedCursor(query.cursor);
      // One more than asked tells whether another page follows.
      const rows = await repository.page(userId, query.limit + 1, after);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      const answers = await listings.publicListings(page.map((row) => row.propertyId));
      return {
        items: page.map((row) => {
          const property = answers.get(row.propertyId) ?? null;
          return {
            propertyId: row.propertyId,
            savedAt: row.savedAt.toISOString(),
            available: property !== null,
            property,
          };
        }),
        nextCursor: rows.length > query.limit && last ? encodeSavedCursor(last) : null,
      };
    },
  };
}

export type SavedService = ReturnType<typeof createSavedService>;

/** What the saved listings module announces (platform/events). */
declare module '../../platform/events/event-bus.ts' {
  interface DomainEvents {
    /** A user saved a listing (not again: a second save stores and announces nothing). */
    'listing.saved': { listingId: string; userId: string };
  }
}
