import type { Clock } from '../../../platform/clock/clock.ts';
import type { Database } from '../../../platform/db/database.ts';
import type { Places } from '../../places/ports.ts';
import type { AgencyLookup } from '../search-conditions.ts';
import { createMapRepository } from './map.repository.ts';
import { createMapService } from './map.service.ts';

/**
 * The map's service on a database: each answer reads one snapshot (REPEATABLE READ, read only), so a
 * listing published between two of its reads never makes the counts disagree.
 */
/** Where no agencies module runs: every agency filter names none. */
export const noAgencies: AgencyLookup = { approvedIdBySlug: async () => null };

export function createMapOnDatabase(deps: {
  db: Database;
  places: Pick<Places, 'bySlug' | 'municipalitiesOf'>;
  /** Without one (the benches, a map alone), an agency filter names no agency. */
  agencies?: AgencyLookup;
  clock: Clock;
  pinsMax?: number;
  pointsReadMax?: number;
}) {
  return createMapService({
    places: deps.places,
    agencies: deps.agencies ?? noAgencies,
    clock: deps.clock,
    ...(deps.pinsMax === undefined ? {} : { pinsMax: deps.pinsMax }),
    ...(deps.pointsReadMax === undefined ? {} : { pointsReadMax: deps.pointsReadMax }),
    snapshot: (read) =>
      deps.db.transaction((tx) => read(createMapRepository(tx)), {
        isolationLevel: 'repeatable read',
        accessMode: 'read only',
      }),
  });
}
