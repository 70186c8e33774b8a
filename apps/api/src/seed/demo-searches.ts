import { filtersToJson, type SearchFiltersInput, searchFilters } from '@krov/contracts';
import { createAlertsRepository } from '../modules/alerts/alerts.repository.ts';
import { matchColumnsOf } from '../modules/alerts/saved-search-columns.ts';
import type { Places } from '../modules/places/places.service.ts';
import type { Database } from '../platform/db/database.ts';

/**
 * Saved searches of a demo account, so /me/searches and the bell have something to show on a
 * first `npm start`: a listing published in Kanton Sarajevo then alerts this user at once.
 */
const demoSearches: { filters: SearchFiltersInput; notifyFrequency: 'instant' | 'daily' }[] = [
  {
    filters: {
      listingType: 'sell',
      propertyType: 'apartment',
      place: 'kanton-sarajevo',
      priceMax: 250_000,
      bedroomsMin: 2,
    },
    notifyFrequency: 'instant',
  },
  { filters: { listingType: 'rent', propertyType: 'house' }, notifyFrequency: 'daily' },
];

export async function loadDemoSearches(
  db: Database,
  places: Places,
  userId: string,
  now: Date,
): Promise<void> {
  const repository = createAlertsRepository(db);
  for (const search of demoSearches) {
    const filters = searchFilters.parse(search.filters);
    const place = filters.place ? places.bySlug(filters.place) : null;
    await repository.insert({
      userId,
      filters: filtersToJson(filters),
      ...matchColumnsOf(filters, place),
      notifyFrequency: search.notifyFrequency,
      createdAt: now,
      updatedAt: now,
      seenAt: now,
    });
  }
}
