import type { BBoxTuple, ListingType, PropertyType } from '@krov/contracts';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { properties } from '../../listings/listings.schema.ts';
import type { SearchWhere } from '../search.repository.ts';
import { areaRows } from '../search-area.ts';
import { searchCondition } from '../search-conditions.ts';
import { mapBandCells, mapCells, mapKinds, mapPoints } from './map.schema.ts';
import { type CellRange, mapGrid } from './map-grid.ts';
import { bandOf, type PriceRange, priceBandBounds } from './map-price-bands.ts';
import { arrayOf, boxArrays, inBox, type Kinds, kindFilter, priceFilter, sums } from './map-sql.ts';

export type { Kinds } from './map-sql.ts';

/** Listings of one cell (or one piece of it) summed: the count, coordinate sums and extent. */
export interface CellSum {
  x: number;
  y: number;
  count: number;
  sumLat: number;
  sumLng: number;
  south: number;
  north: number;
  west: number;
  east: number;
}

export interface MapPinRow {
  id: string;
  lat: number;
  lng: number;
  price: number | null;
  listingType: ListingType;
  propertyType: PropertyType;
}

// node-postgres and PGlite both answer { rows }.
type Rows<T> = { rows: T[] };

/** Cells of a coarser level whose children are wanted. */
export interface Within {
  level: number;
  xs: number[];
  ys: number[];
}

/** A pyramid table's cells of one level in a range, summed over the rows the condition keeps. */
function pyramidCells(
  table: typeof mapCells | typeof mapBandCells,
  level: number,
  range: CellRange,
  condition: SQL,
  within: Within | null,
): SQL {
  const shift = within ? level - within.level : 0;
  const parents = within
    ? sql`and (x >> ${shift}, y >> ${shift}) in (select * from unnest(${arrayOf(within.xs)}::integer[], ${arrayOf(within.ys)}::integer[]))`
    : sql``;
  return sql`
    select x, y, sum(listings)::integer as count, sum(sum_lat)::float8 as "sumLat",
      sum(sum_lng)::float8 as "sumLng", min(south) as south, max(north) as north,
      min(west) as west, max(east) as east
    from ${table}
    where level = ${level} and x between ${range.x0} and ${range.x1} and y between ${range.y0} and ${range.y1}
      and ${condition} ${parents}
    group by x, y`;
}

/** The map's SQL (docs/decisions/081-map-exact-counts.md shows the plans). */
export function createMapRepository(db: Database) {
  const rows = async <T>(query: SQL) => ((await db.execute(query)) as unknown as Rows<T>).rows;

  return {
    /** The kinds matching the fast filters. */
    async kinds(filter: {
      listingType?: ListingType;
      propertyTypes?: readonly PropertyType[];
      place?: { column: 'entity' | 'canton' | 'city' | 'municipality' | 'neighbourhood'; slug: string };
    }): Promise<number[]> {
      const placeColumn = filter.place && placeColumns[filter.place.column];
      const found = await db
        .select({ id: mapKinds.id })
        .from(mapKinds)
        .where(
          and(
            filter.listingType ? eq(mapKinds.listingType, filter.listingType) : undefined,
            filter.propertyTypes ? inArray(mapKinds.propertyType, [...filter.propertyTypes]) : undefined,
            placeColumn && filter.place ? eq(placeColumn, filter.place.slug) : undefined,
          ),
        );
      return found.map((row) => row.id);
    },

    /**
     * Listings the pyramid still counts but that stopped being public (validity or the 30 sold days
     * ended) before the every-minute expire job turned them: a few, found by the public_until index.
     */
    async lapsed(
      bbox: BBoxTuple,
      kinds: Kinds,
      now: Date,
      prices?: PriceRange,
    ): Promise<Array<{ lat: number; lng: number }>> {
      const [west, south, east, north] = bbox;
      return rows(sql`
        select location[1] as lat, location[0] as lng from ${mapPoints}
        where public_until <= ${now.toISOString()}::timestamptz
          and location[0] between ${west} and ${east} and location[1] between ${south} and ${north}
          and ${kindFilter(kinds, sql`kind`)} and ${priceFilter(prices, sql`public_price`)}`);
    },

    /**
     * The pyramid's cells of one level in a range, their kinds summed; with `within`, only the
     * children of those cells of a coarser level.
     */
    async cells(level: number, range: CellRange, kinds: Kinds, within: Within | null): Promise<CellSum[]> {
      return rows(pyramidCells(mapCells, level, range, kindFilter(kinds, sql`kind`), within));
    },

    /**
     * The same from the price-band cells (map-price-bands.ts), the bands from `first` to `last`
     * summed with the kinds.
     */
    async bandCells(
      level: number,
      range: CellRange,
      kinds: Kinds,
      bands: { first: number; last: number },
      within: Within | null,
    ): Promise<CellSum[]> {
      const condition = sql`${kindFilter(kinds, sql`kind`)} and band between ${bands.first} and ${bands.last}`;
      return rows(pyramidCells(mapBandCells, level, range, condition, within));
    },

    /** The public points in the boxes (which never overlap), summed by cell of `level`. */
    async pointsByCell(
      boxes: readonly BBoxTuple[],
      kinds: Kinds,
      now: Date,
      level: number,
      prices?: PriceRange,
    ): Promise<CellSum[]> {
      if (boxes.length === 0) return [];
      const [w, s, e, n] = boxArrays(boxes);
      return rows(sql`
        select krov_map_cell_x(lng, ${level}) as x, krov_map_cell_y(lat, ${level}) as y, ${sums}
        from unnest(${w}::float8[], ${s}::float8[], ${e}::float8[], ${n}::float8[]) as b(w, s, e, n)
        cross join lateral (
          select p.location[1] as lat, p.location[0] as lng from ${mapPoints} as p
          where ${inBox(sql`p.location`, [sql`b.w`, sql`b.s`, sql`b.e`, sql`b.n`])}
            and p.public_until > ${now.toISOString()}::timestamptz and ${kindFilter(kinds, sql`p.kind`)}
            and ${priceFilter(prices, sql`p.public_price`)}
        ) as p
        group by 1, 2`);
    },

    /**
     * The public points of one price range in a box, summed by cell of `level`: the parts of the
     * price bands a filter cuts. Without the GiST operator: the planner rates a box as selective
     * whatever its size, and a country-wide box read that way took 96 ms at 1 000 000 listings; the
     * price indexes find the range's few thousand points in about a millisecond.
     */
    async pricedByCell(
      [west, south, east, north]: BBoxTuple,
      kinds: Kinds,
      now: Date,
      level: number,
      prices: PriceRange,
    ): Promise<CellSum[]> {
      return rows(sql`
        select krov_map_cell_x(lng, ${level}) as x, krov_map_cell_y(lat, ${level}) as y, ${sums}
        from (
          select location[1] as lat, location[0] as lng from ${mapPoints}
          where ${priceFilter(prices, sql`public_price`)} and ${kindFilter(kinds, sql`kind`)}
            and public_until > ${now.toISOString()}::timestamptz
            and location[0] between ${west} and ${east} and location[1] between ${south} and ${north}
        ) as p
        group by 1, 2`);
    },

    /** The public points in the boxes as pins, at most `limit`. */
    async pins(
      boxes: readonly BBoxTuple[],
      kinds: Kinds,
      now: Date,
      limit: number,
      prices?: PriceRange,
      through: 'box' | 'filters' = 'box',
    ): Promise<MapPinRow[]> {
      if (boxes.length === 0) return [];
      const [w, s, e, n] = boxArrays(boxes);
      return rows(sql`
        select p.id, p.location[1] as lat, p.location[0] as lng, p.public_price::float8 as price,
          k.listing_type as "listingType", k.property_type as "propertyType"
        from unnest(${w}::float8[], ${s}::float8[], ${e}::float8[], ${n}::float8[]) as b(w, s, e, n)
        cross join lateral (
          select * from ${mapPoints} as p
          where ${inBox(sql`p.location`, [sql`b.w`, sql`b.s`, sql`b.e`, sql`b.n`], through === 'box')}
            and p.public_until > ${now.toISOString()}::timestamptz and ${kindFilter(kinds, sql`p.kind`)}
            and ${priceFilter(prices, sql`p.public_price`)}
        ) as p
        join ${mapKinds} as k on k.id = p.kind
        limit ${limit}`);
    },

    /**
     * Whether the whole country has at most `max` listings of these kinds and prices (the pyramid's
     * coarsest level; for prices, every band the range touches): then the indexes on kind and price
     * find a box's pins sooner than the box's own index, which reads every point in the box.
     */
    async fewInCountry(kinds: Kinds, prices: PriceRange | undefined, max: number): Promise<boolean> {
      if (kinds === null && !prices) return false;
      const last = priceBandBounds.length - 1;
      const bands = prices && {
        first: bandOf(prices.from),
        last: prices.to === undefined ? last : bandOf(prices.to),
      };
      // Every row counts at least one listing: reading more than `max` rows already answers no.
      const counted = bands
        ? sql`select listings from ${mapBandCells} where level = ${mapGrid.coarsestLevel}
            and ${kindFilter(kinds, sql`kind`)} and band between ${bands.first} and ${bands.last}`
        : sql`select listings from ${mapCells} where level = ${mapGrid.coarsestLevel} and ${kindFilter(kinds, sql`kind`)}`;
      const [row] = await rows<{ few: boolean }>(
        sql`select coalesce(sum(listings), 0) <= ${max} as few from (${counted} limit ${max + 1}) as c`,
      );
      return row?.few === true;
    },

    /** Any filter, from the listings themselves: the search's own condition, summed by cell. */
    async listingsByCell(where: SearchWhere, level: number): Promise<CellSum[]> {
      return rows(sql`
        select krov_map_cell_x(lng, ${level}) as x, krov_map_cell_y(lat, ${level}) as y, ${sums}
        from (${matching(where, sql`lat, lng`)}) as p
        group by 1, 2`);
    },

    /** Any filter, from the listings themselves, as pins (in the boxes when given), at most `limit`. */
    async listingPins(
      where: SearchWhere,
      boxes: readonly BBoxTuple[] | null,
      limit: number,
    ): Promise<MapPinRow[]> {
      if (boxes?.length === 0) return [];
      const inBoxes = boxes
        ? sql`and (${sql.join(
            boxes.map(
              ([west, south, east, north]) =>
                sql`(lat between ${south} and ${north} and lng between ${west} and ${east})`,
            ),
            sql` or `,
          )})`
        : sql``;
      const columns = sql`id, lat, lng, public_price::float8 as price, listing_type as "listingType",
        property_type as "propertyType"`;
      return rows(sql`select * from (${matching(where, columns, inBoxes)}) as p limit ${limit}`);
    },
  };
}

/**
 * The listings matching the search's own condition (and `more`), as `columns`: inside a drawn area,
 * read band by band from the area index (search-area.ts, decision 268).
 */
function matching(where: SearchWhere, columns: SQL, more: SQL = sql``): SQL {
  const condition = sql`${searchCondition(properties, where.filters, where.place, where.now, where.agencyId, where.grouped)} ${more}`;
  if (where.filters.polygon) return areaRows(properties, columns, condition, where.filters);
  return sql`select ${columns} from ${properties} where ${condition}`;
}

const placeColumns = {
  entity: mapKinds.entitySlug,
  canton: mapKinds.cantonSlug,
  city: mapKinds.citySlug,
  municipality: mapKinds.municipalitySlug,
  neighbourhood: mapKinds.neighbourhoodSlug,
} as const;

export type MapRepository = ReturnType<typeof createMapRepository>;
