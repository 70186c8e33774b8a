import { listingTypes, type Polygon, polygonBBox, propertyTypes, type SearchFilters } from '@krov/contracts';
import { type Column, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * The area index's bands (migration 0047): `floor(lat * 100)`, 0.01° of latitude (≈ 1.1 km). The
 * index's expression and `areaRows`' must be the same text.
 */
const bandsPerDegree = 100;
/** A band's edges widened by this much: a rounding never leaves out a listing (the exact test follows). */
const margin = 1e-9;
/** At most this many runs per area; more bands are read in runs of neighbours (an area larger than a country). */
export const areaReadsMax = 64;

/** Bands `first` to `last` of the area index, over the longitudes `west` to `east`. */
export interface BandRun {
  first: number;
  last: number;
  west: number;
  east: number;
}

/** The longitudes a polygon covers between two latitudes (null: none), its edges clipped there. */
function longitudesWithin(polygon: Polygon, south: number, north: number): [number, number] | null {
  let west = Number.POSITIVE_INFINITY;
  let east = Number.NEGATIVE_INFINITY;
  polygon.forEach(([lng1, lat1], index) => {
    const [lng2, lat2] = polygon[(index + 1) % polygon.length] as [number, number];
    const low = Math.max(south, Math.min(lat1, lat2));
    const high = Math.min(north, Math.max(lat1, lat2));
    if (low > high) return;
    const at = (lat: number) =>
      lat1 === lat2 ? [lng1, lng2] : [lng1 + ((lat - lat1) / (lat2 - lat1)) * (lng2 - lng1)];
    for (const lng of [...at(low), ...at(high)]) {
      west = Math.min(west, lng);
      east = Math.max(east, lng);
    }
  });
  return west <= east ? [west - margin, east + margin] : null;
}

/**
 * The bands a drawn area crosses, each over the polygon's own longitudes there (not its box's, which
 * reads a third more for a round area): a band's run of the index holds every listing of the area
 * in that band. Past `areaReadsMax` bands, neighbouring bands are read as one run.
 */
export function bandRunsOf(polygon: Polygon): BandRun[] {
  const [, south, , north] = polygonBBox(polygon);
  const bands: BandRun[] = [];
  for (let band = Math.floor(south * bandsPerDegree); band <= Math.floor(north * bandsPerDegree); band++) {
    const span = longitudesWithin(
      polygon,
      band / bandsPerDegree - margin,
      (band + 1) / bandsPerDegree + margin,
    );
    if (span) bands.push({ first: band, last: band, west: span[0], east: span[1] });
  }
  const size = Math.ceil(bands.length / areaReadsMax);
  const runs: BandRun[] = [];
  for (let start = 0; start < bands.length; start += size) {
    const run = bands.slice(start, start + size);
    runs.push({
      first: (run[0] as BandRun).first,
      last: (run.at(-1) as BandRun).last,
      west: Math.min(...run.map((each) => each.west)),
      east: Math.max(...run.map((each) => each.east)),
    });
  }
  return runs;
}

type AreaTable = PgTable & { listingType: Column; propertyType: Column; lat: Column; lng: Column };

/**
 * The rows inside a drawn area (the `condition` holds the polygon itself), as `columns`: for each band
 * run, a short range of the area index (listing type, property type, band, longitude), an index-only
 * scan when `columns` are the index's (decision 268). The runs are a list joined laterally, so the
 * read is planned once whatever their number (a `union all` of one read per run planned each: twice
 * the planning for six bands). The kinds are named even when the filters name none: the index
 * leads with them, and PostgreSQL 15 skips no leading column. `offset 0` keeps the read a
 * subquery of its own, run per run of bands: joined flat, the planner may read the whole place or
 * kind and compare each listing with every run instead (it did, on a small table).
 */
export function areaRows(
  listings: AreaTable,
  columns: SQL,
  condition: SQL | undefined,
  filters: SearchFilters,
): SQL {
  const runs = bandRunsOf(filters.polygon as Polygon);
  const deals = filters.listingType ? [filters.listingType] : [...listingTypes];
  const types = filters.propertyType?.length ? filters.propertyType : [...propertyTypes];
  const list = (values: number[]) => sql`${sql.param(values)}::float8[]`;
  return sql`select inside.* from unnest(${list(runs.map((run) => run.first))}, ${list(runs.map((run) => run.last))},
      ${list(runs.map((run) => run.west))}, ${list(runs.map((run) => run.east))}) as area_band(first_band, last_band, west, east)
    cross join lateral (select ${columns} from ${listings}
      where ${condition} and ${listings.listingType} = any(${sql.param(deals)}::text[])
        and ${listings.propertyType} = any(${sql.param(types)}::text[])
        and floor(${listings.lat} * 100) between area_band.first_band and area_band.last_band
        and ${listings.lng} between area_band.west and area_band.east offset 0) as inside`;
}
