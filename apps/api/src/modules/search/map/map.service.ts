import type { BBoxTuple, MapCluster, MapPin, MapQuery, MapResponse, PlaceKind } from '@krov/contracts';
import type { Clock } from '../../../platform/clock/clock.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { Places } from '../../places/ports.ts';
import type { SearchWhere } from '../search.repository.ts';
import { type AgencyLookup, groupsOffers } from '../search-conditions.ts';
import type { CellSum, Kinds, MapPinRow, MapRepository } from './map.repository.ts';
import { sumWithPriceBands } from './map-band-sums.ts';
import { cellX, cellY, displayLevel, mapGrid } from './map-grid.ts';
import { type PriceRange, priceBandFinestLevel } from './map-price-bands.ts';
import { pointsReadMax as defaultPointsReadMax, sumFromPyramid } from './map-pyramid.ts';

interface Dependencies {
  /** Runs the reads of one answer on one snapshot, so its parts agree with each other. */
  snapshot<T>(read: (repository: MapRepository) => Promise<T>): Promise<T>;
  places: Pick<Places, 'bySlug' | 'municipalitiesOf'>;
  agencies: AgencyLookup;
  clock: Clock;
  /** An answer of at most this many listings is all pins (mapGrid.pinsMax; tests lower it to see clusters). */
  pinsMax?: number;
  /** Straddling cells of at most this many listings are read point by point (map-pyramid.ts; tests set 0 to descend). */
  pointsReadMax?: number;
}

/**
 * A box's few pins are found through the kind and price indexes when the whole country has at most
 * this many listings of the filter (a few milliseconds of index entries), else through the box's:
 * a zoomed-out map of a rare filter read every point of the country by box (75–116 ms at 1 000 000
 * listings, docs/decisions/080-map-cell-pyramid.md).
 */
const fewInCountryMax = 20_000;

/** A screen is at most this many cells wide or high: a larger box at a high zoom is read coarser. */
const cellsPerSideMax = 64;

/**
 * GET /api/properties/map: the search's listings in a box as clusters and pins, whose counts add up
 * to the search's total for the same filters (docs/decisions/080-map-cell-pyramid.md). The filters a
 * map changes most (listing and property type, place, and price when zoomed out past a city) read
 * the cell-count pyramid; the others read the listings with the search's own condition.
 */
export function createMapService(deps: Dependencies) {
  const { places, clock } = deps;
  const pinsMax = deps.pinsMax ?? mapGrid.pinsMax;
  const pointsReadMax = deps.pointsReadMax ?? defaultPointsReadMax;

  return {
    async map(query: MapQuery): Promise<MapResponse> {
      const { zoom, groupOffers, ...filters } = query;
      // The pyramid holds each property once, by its best offer (migration 0036): every listing reads the listings.
      const grouped = groupsOffers(groupOffers, filters);
      const found = filters.place === undefined ? null : places.bySlug(filters.place);
      if (filters.place !== undefined && !found) throw new AppError('NotFound');
      const place = found
        ? { kind: found.kind, slug: found.slug, municipalities: places.municipalitiesOf(found.slug) }
        : null;
      const now = clock.now();
      const agencyId =
        filters.agency === undefined ? null : await deps.agencies.approvedIdBySlug(filters.agency);
      const level = levelFor(filters.bbox, zoom);
      const { priceMin, priceMax } = filters;
      const priced = priceMin !== undefined || priceMax !== undefined;
      return deps.snapshot(async (repository) => {
        if (!grouped || !pyramidServes(filters) || (priced && level > priceBandFinestLevel)) {
          return fromListings(repository, { filters, place, now, agencyId, grouped }, level, pinsMax);
        }
        const kinds = await kindsOf(repository, filters, place);
        if (kinds !== null && kinds.length === 0) return { total: 0, clusters: [], pins: [] };
        const query = { bbox: filters.bbox, level, kinds, now, pointsReadMax };
        const prices: PriceRange | undefined = priced
          ? { from: priceMin ?? 0, ...(priceMax === undefined ? {} : { to: priceMax }), toInclusive: true }
          : undefined;
        const sums = priced
          ? await sumWithPriceBands(repository, query, { min: priceMin, max: priceMax })
          : level > mapGrid.finestLevel
            ? await repository.pointsByCell([filters.bbox], kinds, now, level)
            : await sumFromPyramid(repository, { ...query, finestLevel: mapGrid.finestLevel });
        const pinsIn = async (boxes: BBoxTuple[], limit: number, wholeBox: boolean) => {
          const few = wholeBox && (await repository.fewInCountry(kinds, prices, fewInCountryMax));
          return repository.pins(boxes, kinds, now, limit, prices, few ? 'filters' : 'box');
        };
        return answer(sums, pinsIn, filters.bbox, pinsMax);
      });
    },
  };
}

export type MapService = ReturnType<typeof createMapService>;

/** The display level of the zoom, coarser when the box would be more cells across than a screen. */
function levelFor([west, south, east, north]: BBoxTuple, zoom: number): number {
  let level = displayLevel(zoom);
  while (
    level > mapGrid.coarsestLevel &&
    (cellX(east, level) - cellX(west, level) >= cellsPerSideMax ||
      cellY(south, level) - cellY(north, level) >= cellsPerSideMax)
  ) {
    level -= 1;
  }
  return level;
}

/**
 * The pyramid knows listing type, property type and place, and down to priceBandFinestLevel the
 * price; any other filter reads the listings.
 */
function pyramidServes(filters: Omit<MapQuery, 'zoom' | 'groupOffers'>): boolean {
  return (
    filters.sizeMin === undefined &&
    filters.sizeMax === undefined &&
    filters.bedroomsMin === undefined &&
    filters.bathroomsMin === undefined &&
    (filters.features ?? []).length === 0 &&
    filters.withPhotos !== true &&
    filters.withFloorPlan !== true &&
    filters.withVideo !== true &&
    filters.q === undefined &&
    filters.agency === undefined &&
    filters.confirmedWithinDays === undefined &&
    filters.polygon === undefined
  );
}

const placeColumn: Record<PlaceKind, 'entity' | 'canton' | 'city' | 'municipality' | 'neighbourhood' | null> =
  {
    country: null,
    entity: 'entity',
    canton: 'canton',
    city: 'city',
    municipality: 'municipality',
    neighbourhood: 'neighbourhood',
  };

/** The kinds the fast filters allow, as the search's condition reads them; null when all. */
async function kindsOf(
  repository: MapRepository,
  filters: Omit<MapQuery, 'zoom' | 'groupOffers'>,
  place: { kind: PlaceKind; slug: string } | null,
): Promise<Kinds> {
  const column = place ? placeColumn[place.kind] : null;
  const propertyTypes = filters.propertyType?.length ? filters.propertyType : undefined;
  if (!filters.listingType && !propertyTypes && !column) return null;
  return repository.kinds({
    ...(filters.listingType ? { listingType: filters.listingType } : {}),
    ...(propertyTypes ? { propertyTypes } : {}),
    ...(column && place ? { place: { column, slug: place.slug } } : {}),
  });
}

/** Every other filter: the listings themselves, through the search's condition. */
async function fromListings(
  repository: MapRepository,
  where: SearchWhere,
  level: number,
  pinsMax: number,
): Promise<MapResponse> {
  const pins = await repository.listingPins(where, null, pinsMax + 1);
  if (pins.length <= pinsMax) return { total: pins.length, clusters: [], pins: pins.map(pinOf) };
  const sums = await repository.listingsByCell(where, level);
  const bbox = where.filters.bbox as BBoxTuple;
  return answer(sums, (boxes, limit) => repository.listingPins(where, boxes, limit), bbox, pinsMax);
}

/**
 * Cells of two or more listings are clusters, cells of one are pins; an answer of few listings is
 * all pins. The pins come from the same reads, so the counts add up to the total.
 */
async function answer(
  sums: readonly CellSum[],
  pinsIn: (boxes: BBoxTuple[], limit: number, wholeBox: boolean) => Promise<MapPinRow[]>,
  bbox: BBoxTuple,
  pinsMax: number,
): Promise<MapResponse> {
  const total = sums.reduce((sum, cell) => sum + cell.count, 0);
  if (total <= pinsMax) {
    return { total, clusters: [], pins: (await pinsIn([bbox], total, true)).map(pinOf) };
  }
  const singles = sums.filter((cell) => cell.count === 1);
  const pins = await pinsIn(
    singles.map((cell) => [cell.west, cell.south, cell.east, cell.north]),
    singles.length,
    false,
  );
  return {
    total,
    clusters: sums.filter((cell) => cell.count > 1).map(clusterOf),
    pins: pins.map(pinOf),
  };
}

const micro = 1e6;

/** Six decimals (about 10 cm) keep the answer small. */
const rounded = (value: number) => Math.round(value * micro) / micro;

/** Six decimals, never inwards: the box still holds every listing (a value with six decimals stays). */
function outwards(value: number, direction: -1 | 1): number {
  const near = rounded(value);
  if (near === value || Math.sign(near - value) === direction) return near;
  return (Math.round(value * micro) + direction) / micro;
}

function clusterOf(cell: CellSum): MapCluster {
  return {
    lat: rounded(cell.sumLat / cell.count),
    lng: rounded(cell.sumLng / cell.count),
    count: cell.count,
    bbox: [
      outwards(cell.west, -1),
      outwards(cell.south, -1),
      outwards(cell.east, 1),
      outwards(cell.north, 1),
    ],
  };
}

function pinOf(row: MapPinRow): MapPin {
  return {
    id: row.id,
    lat: row.lat,
    lng: row.lng,
    price: row.price === null ? null : Number(row.price),
    listingType: row.listingType,
    propertyType: row.propertyType,
  };
}
