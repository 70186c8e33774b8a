import type { Clock } from '../../../platform/clock/clock.ts';
import { defineJob, type JobQueue, noPayload } from '../../../platform/queue/job-queue.ts';
import type { Places } from '../../places/ports.ts';
import { placeColumns } from '../place-columns.ts';
import type { ListingCaches } from '../ports.ts';
import type { RelocationRepository, StoredPin, StoredPlaces } from './relocation.repository.ts';

/**
 * Sent at every start: when the places data set is new (its version not yet relocated), every
 * listing's pin is located again and the places it stores are written where they changed (a
 * settlement added near it, a neighbourhood renamed). Issue 31, decision 259.
 */
export const relocateJob = defineJob('listings.relocate', noPayload);

/** Listings read and written per step: a million listings go in bounded statements. */
const defaultBatchSize = 1000;

const placeKeys = ['entitySlug', 'cantonSlug', 'citySlug', 'municipalitySlug', 'neighbourhoodSlug'] as const;

interface Dependencies {
  repository: RelocationRepository;
  places: Pick<Places, 'locate' | 'version'>;
  caches: Pick<ListingCaches, 'forget' | 'clearSearchTotals'>;
  clock: Clock;
}

export interface Relocated {
  checked: number;
  moved: number;
}

export function createPlaceRelocation({ repository, places, caches, clock }: Dependencies) {
  /** The pin with the places the data set names for it now; null when they are what it stores. */
  function relocated(pin: StoredPin): StoredPin | null {
    const place = places.locate(pin);
    // A pin the new data puts outside the country keeps what it has: a listing is never unplaced.
    if (!place) return null;
    const now: StoredPlaces = placeColumns(place);
    return placeKeys.every((key) => now[key] === pin[key]) ? null : { ...pin, ...now };
  }

  return {
    /**
     * Locates every listing against the current data set, once per version; null when this
     * version was done already. Not news to anyone: no alert, no event; the answers that show
     * a moved listing's place are read again. `batchSize`: tests cross batches with a few listings.
     */
    async relocate({ batchSize = defaultBatchSize } = {}): Promise<Relocated | null> {
      if (await repository.isDone(places.version)) return null;
      let after: string | null = null;
      let checked = 0;
      let moved = 0;
      for (;;) {
        const pins = await repository.pinsAfter(after, batchSize);
        const changed = pins.map(relocated).filter((pin) => pin !== null);
        const written = await repository.relocate(changed);
        for (const id of written) caches.forget(id);
        checked += pins.length;
        moved += written.length;
        const last = pins.at(-1);
        if (!last || pins.length < batchSize) break;
        after = last.id;
      }
      if (moved > 0) caches.clearSearchTotals();
      await repository.markDone(places.version, moved, clock.now());
      return { checked, moved };
    },
  };
}

export type PlaceRelocation = ReturnType<typeof createPlaceRelocation>;

/** Registers the handler and asks for a relocation: a start with the same data set only checks the version. */
export async function startPlaceRelocation(queue: JobQueue, relocation: PlaceRelocation): Promise<void> {
  await queue.work(relocateJob, async () => {
    await relocation.relocate();
  });
  await queue.send(relocateJob, null);
}
