import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { JobQueue } from '../../platform/queue/job-queue.ts';
import type { ListingAccess, PlaceCounts } from '../listings/ports.ts';
import type { Places } from '../places/ports.ts';
import { mapRoutes } from './map/map.routes.ts';
import { createMapOnDatabase } from './map/map-on-database.ts';
import { createPlaceCountsRepository } from './map/place-counts.repository.ts';
import { searchParseRoutes } from './parse/search-parse.routes.ts';
import { createSearchParser } from './parse/search-parse.service.ts';
import { searchStatisticsJob, startSearchJobs } from './search.jobs.ts';
import { createSearchRepository } from './search.repository.ts';
import { searchRoutes } from './search.routes.ts';
import { createSearchService } from './search.service.ts';
import type { SearchCaches } from './search-caches.ts';
import type { AgencyLookup } from './search-conditions.ts';

// For the composition root (app.ts), which reaches a module only through its index.ts (decision 205).
export { createSearchCaches, type SearchCaches } from './search-caches.ts';

/**
 * The public listings counted per place, read from the map's pyramid: the listings' reader answers
 * them to the places module (app.ts hands them to listings, which is registered first).
 */
export function createPlaceCounts(db: Database): PlaceCounts {
  return createPlaceCountsRepository(db);
}

export interface SearchModuleDependencies {
  db: Database;
  queue: JobQueue;
  clock: Clock;
  places: Pick<Places, 'all' | 'bySlug' | 'municipalitiesOf'>;
  /** The `agency` filter's approved agency (the agencies module's facts, built first: decision 210). */
  agencies: AgencyLookup;
  /** A page's listings answered as the property page answers them (listings' own rules). */
  access: Pick<ListingAccess, 'respondAll'>;
  /** Made before listings (createSearchCaches), which drops their entries when it writes. */
  caches: SearchCaches;
}

/**
 * Search and map: GET /api/properties (keyset pages with their total), GET /api/search/parse (free
 * text read into the search's filters, parse/) and the map's cells and pins,
 * read from the listings' rows and the map's pyramid, and the periodic refresh of the search's
 * planner statistics. Registered after listings, whose access it answers pages with.
 */
export async function registerSearchModule(
  app: FastifyInstance,
  deps: SearchModuleDependencies,
): Promise<{ periodicJobs: Record<string, () => Promise<unknown>> }> {
  const { db, queue, clock, places, agencies } = deps;
  const repository = createSearchRepository(db);
  const search = createSearchService({
    repository,
    access: deps.access,
    places,
    clock,
    listingJson: deps.caches.publicListings,
    totals: deps.caches.totals,
    agencies,
  });
  await app.register(searchRoutes, { search });
  await app.register(searchParseRoutes, { parser: createSearchParser({ places }) });
  await startSearchJobs(queue, repository);
  await app.register(mapRoutes, { map: createMapOnDatabase({ db, places, clock, agencies }) });
  return {
    periodicJobs: { [searchStatisticsJob.name]: () => repository.refreshStatistics() },
  };
}
