import {
  filtersToJson,
  type NotifyFrequency,
  type SearchFilters,
  type SearchFiltersInput,
  searchFilters,
} from '@krov/contracts';
import { matchColumnsOf } from '../../apps/api/src/modules/alerts/saved-search-columns.ts';
import type { Places } from '../../apps/api/src/modules/places/places.service.ts';
import { type MarketRandom, marketRandom } from '../market/random.ts';
import { arrayLiteral, type Column, insertBatch, type SqlClient } from '../market/sql.ts';

/** What a saved search is drawn from: a listing of the market, as someone looking for one like it. */
interface Wanted {
  listingType: 'sell' | 'rent';
  propertyType: string;
  price: number | null;
  size: number;
  bedrooms: number | null;
  features: string[];
  lat: number;
  lng: number;
  entity: string | null;
  canton: string | null;
  city: string | null;
  municipality: string;
  neighbourhood: string | null;
}

type Columns = ReturnType<typeof matchColumnsOf>;
interface GeneratedSearch extends Columns {
  userId: string;
  filtersJson: string;
  notify: NotifyFrequency;
}

const words = ['balkon', 'garaža', 'lift', 'centar', 'namješten', 'parking', 'bašta', 'renoviran', 'pogled'];

/** 2 significant digits, as people type prices and sizes (123 456 → 120 000). */
function nice(value: number): number {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1);
  return Math.max(step, Math.round(value / step) * step);
}

/** The place a searcher names: mostly the municipality or the city, some a canton, a neighbourhood or an entity. */
function placeOf(random: MarketRandom, wanted: Wanted): string {
  const kind = random.pickWeighted({ municipality: 45, city: 25, canton: 15, neighbourhood: 10, entity: 5 });
  const slugs: Record<typeof kind, string | null> = {
    municipality: wanted.municipality,
    city: wanted.city,
    canton: wanted.canton,
    neighbourhood: wanted.neighbourhood,
    entity: wanted.entity,
  };
  return slugs[kind] ?? wanted.municipality;
}

/**
 * Who saves the searches. `broad` (issue 14's): listing type mostly set, 70 % with a place of a
 * real listing, price ranges around that listing's price, bedrooms, some property type lists, a few
 * boxes and free texts: a publication meets about a tenth of them. `specific` (issue 31): as the
 * alerts of the big portals are saved, nearly all with a place, a type and a price ceiling, many
 * with a floor and bedrooms: a publication meets well under one in a hundred.
 */
export type Population = 'broad' | 'specific';

const mixes = {
  broad: { type: 0.92, place: 0.7, oneKind: 0.5, twoKinds: 0.1, max: 0.6, min: 0.15, bedrooms: 0.35 },
  specific: { type: 0.99, place: 0.95, oneKind: 0.85, twoKinds: 0.1, max: 0.85, min: 0.4, bedrooms: 0.5 },
} as const;

/** One saved search's filters as the web would send them (the search's query form). */
function filtersFor(random: MarketRandom, wanted: Wanted, population: Population): SearchFiltersInput {
  const mix = mixes[population];
  const input: SearchFiltersInput = {};
  if (random.chance(mix.type)) input.listingType = wanted.listingType;
  if (random.chance(mix.place)) input.place = placeOf(random, wanted);
  const types = random.next();
  if (types < mix.oneKind) input.propertyType = wanted.propertyType;
  else if (types < mix.oneKind + mix.twoKinds) input.propertyType = 'apartment,house';
  const ceiling = population === 'broad' ? 0.5 : 0.3;
  if (wanted.price !== null && random.chance(mix.max))
    input.priceMax = nice(wanted.price * (1 + random.next() * ceiling));
  if (wanted.price !== null && random.chance(mix.min))
    input.priceMin = nice(wanted.price * (0.4 + random.next() * 0.4));
  if (wanted.bedrooms && random.chance(mix.bedrooms))
    input.bedroomsMin = Math.max(1, wanted.bedrooms - random.int(0, 1));
  if (random.chance(0.1)) input.sizeMin = nice(wanted.size * (0.6 + random.next() * 0.3));
  if (random.chance(0.04)) input.bathroomsMin = 1;
  if (wanted.features.length > 0 && random.chance(0.05)) input.features = random.pick(wanted.features);
  if (random.chance(0.08)) input.withPhotos = true;
  if (random.chance(0.02)) {
    const d = 0.01 + random.next() * 0.07;
    const box = [wanted.lng - d, wanted.lat - d, wanted.lng + d, wanted.lat + d];
    input.bbox = box.map((n) => n.toFixed(5)).join(',');
  }
  // A drawn area around the listing (issue 31): a rough quadrilateral of 1–8 km.
  if (!input.bbox && random.chance(0.02)) {
    const d = 0.01 + random.next() * 0.07;
    const corners = [
      [wanted.lng - d, wanted.lat - d * 0.8],
      [wanted.lng + d * 0.9, wanted.lat - d],
      [wanted.lng + d, wanted.lat + d * 0.7],
      [wanted.lng - d * 0.6, wanted.lat + d],
    ];
    input.polygon = corners.map(([lng, lat]) => `${lng?.toFixed(5)} ${lat?.toFixed(5)}`).join(',');
  }
  if (random.chance(0.03)) input.q = random.pick(words);
  return input;
}

const columns: Column<GeneratedSearch>[] = [
  { name: 'user_id', type: 'uuid', value: (s) => s.userId },
  { name: 'filters', type: 'jsonb', value: (s) => s.filtersJson },
  { name: 'notify_frequency', type: 'text', value: (s) => s.notify },
  { name: 'listing_type', type: 'text', value: (s) => s.listingType ?? null },
  {
    name: 'property_types',
    type: 'text',
    arrayOf: 'text',
    value: (s) => (s.propertyTypes ? arrayLiteral(s.propertyTypes) : null),
  },
  { name: 'place_slug', type: 'text', value: (s) => s.placeSlug ?? null },
  { name: 'west', type: 'double precision', value: (s) => s.west ?? null },
  { name: 'south', type: 'double precision', value: (s) => s.south ?? null },
  { name: 'east', type: 'double precision', value: (s) => s.east ?? null },
  { name: 'north', type: 'double precision', value: (s) => s.north ?? null },
  { name: 'polygon', type: 'polygon', value: (s) => s.polygon ?? null },
  { name: 'price_min', type: 'numeric', value: (s) => s.priceMin ?? null },
  { name: 'price_max', type: 'numeric', value: (s) => s.priceMax ?? null },
  { name: 'size_min', type: 'numeric', value: (s) => s.sizeMin ?? null },
  { name: 'size_max', type: 'numeric', value: (s) => s.sizeMax ?? null },
  { name: 'bedrooms_min', type: 'integer', value: (s) => s.bedroomsMin ?? null },
  { name: 'bathrooms_min', type: 'integer', value: (s) => s.bathroomsMin ?? null },
  {
    name: 'features',
    type: 'text',
    arrayOf: 'text',
    value: (s) => (s.features ? arrayLiteral(s.features) : null),
  },
  { name: 'with_photos', type: 'boolean', value: (s) => s.withPhotos ?? false },
  { name: 'text_query', type: 'text', value: (s) => s.textQuery ?? null },
  { name: 'agency', type: 'text', value: (s) => s.agency ?? null },
  { name: 'match_key', type: 'text', value: (s) => s.matchKey ?? null },
];

/** `users` rows made in SQL: only the columns without a default (the password hash verifies nothing). */
export async function insertUsers(client: SqlClient, count: number, now: Date): Promise<string[]> {
  await client.query(
    `insert into users (name, email, password_hash, created_at, updated_at)
     select 'Alerts bench ' || n, 'alerts-bench-' || lpad(n::text, 6, '0') || '@bench.krov.test',
            'bench-alerts:no-login', $1::timestamptz, $1::timestamptz
     from generate_series(1, $2::int) as n`,
    [now.toISOString(), count],
  );
  const { rows } = await client.query<{ id: string }>(
    `select id from users where password_hash = 'bench-alerts:no-login' order by email`,
  );
  return rows.map((row) => row.id);
}

/** The market's listings, as what searchers look for. */
async function wantedListings(client: SqlClient): Promise<Wanted[]> {
  const { rows } = await client.query<Wanted & { price: string | null; size: string }>(
    `select listing_type as "listingType", property_type as "propertyType",
            case when hide_price then null else price end as "price", size, bedrooms,
            features, lat, lng, entity_slug as "entity", canton_slug as "canton", city_slug as "city",
            municipality_slug as "municipality", neighbourhood_slug as "neighbourhood"
     from properties order by id`,
  );
  return rows.map((row) => ({
    ...row,
    price: row.price === null ? null : Number(row.price),
    size: Number(row.size),
  }));
}

/**
 * Saved searches made as the api makes them (saved-searches.service.ts): the filters parsed by the
 * contracts' schema, stored as `filtersToJson` gives them, and the match columns from
 * `matchColumnsOf` with the place the places service finds; one per user in turn.
 */
export async function insertSavedSearches(options: {
  client: SqlClient;
  places: Places;
  userIds: readonly string[];
  count: number;
  seed: number;
  batchSize: number;
  population?: Population;
}): Promise<void> {
  const random = marketRandom(options.seed);
  const wanted = await wantedListings(options.client);
  let batch: GeneratedSearch[] = [];
  for (let index = 0; index < options.count; index += 1) {
    const filters: SearchFilters = searchFilters.parse(
      filtersFor(random, random.pick(wanted), options.population ?? 'broad'),
    );
    const place = filters.place === undefined ? null : options.places.bySlug(filters.place);
    if (filters.place !== undefined && !place) throw new Error(`unknown place ${filters.place}`);
    const roll = random.next();
    batch.push({
      userId: options.userIds[index % options.userIds.length] as string,
      filtersJson: JSON.stringify(filtersToJson(filters)),
      notify: roll < 0.6 ? 'instant' : roll < 0.9 ? 'daily' : 'never',
      ...matchColumnsOf(filters, place),
    });
    if (batch.length === options.batchSize || index === options.count - 1) {
      await insertBatch(options.client, 'saved_searches', columns, batch);
      batch = [];
    }
  }
}

/** Re-derives the columns of a sample from the stored filters with the api's functions: any difference throws. */
export async function verifySample(client: SqlClient, places: Places, size: number): Promise<number> {
  const { rows } = await client.query<Record<string, unknown> & { filters: object }>(
    `select filters, listing_type, property_types, place_slug, west, south, east, north, polygon::text,
            price_min, price_max, size_min, size_max, bedrooms_min, bathrooms_min, features, with_photos,
            with_floor_plan, with_video, text_query, agency, confirmed_within_days, match_key
     from saved_searches order by md5(id::text) limit $1`,
    [size],
  );
  const asNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  for (const row of rows) {
    const filters = searchFilters.parse(row.filters);
    const place = filters.place === undefined ? null : places.bySlug(filters.place);
    const expected = matchColumnsOf(filters, place);
    const stored = {
      listingType: row.listing_type,
      propertyTypes: row.property_types,
      placeSlug: row.place_slug,
      west: asNumber(row.west),
      south: asNumber(row.south),
      east: asNumber(row.east),
      north: asNumber(row.north),
      polygon: row.polygon,
      priceMin: asNumber(row.price_min),
      priceMax: asNumber(row.price_max),
      sizeMin: asNumber(row.size_min),
      sizeMax: asNumber(row.size_max),
      bedroomsMin: row.bedrooms_min,
      bathroomsMin: row.bathrooms_min,
      features: row.features,
      withPhotos: row.with_photos,
      withFloorPlan: row.with_floor_plan,
      withVideo: row.with_video,
      textQuery: row.text_query,
      agency: row.agency,
      confirmedWithinDays: row.confirmed_within_days,
      matchKey: row.match_key,
    };
    for (const [key, value] of Object.entries(expected)) {
      const got = stored[key as keyof typeof stored];
      if (JSON.stringify(got ?? null) !== JSON.stringify(value ?? null)) {
        throw new Error(
          `saved search ${JSON.stringify(row.filters)}: ${key} is ${got}, the api makes ${value}`,
        );
      }
    }
    if (JSON.stringify(filtersToJson(filters)) !== JSON.stringify(row.filters)) {
      // jsonb orders keys its own way: compare as sets of entries.
      const a = Object.entries(filtersToJson(filters)).sort().join();
      const b = Object.entries(row.filters).sort().join();
      if (a !== b) throw new Error(`filters do not round-trip: ${a} ≠ ${b}`);
    }
  }
  return rows.length;
}

/** The mix that was generated, in shares of all saved searches. */
export async function searchMix(client: SqlClient): Promise<Record<string, number>> {
  const { rows } = await client.query<Record<string, number>>(
    `select count(*)::int as "total",
       round(avg((listing_type is not null)::int) * 100, 1)::float8 as "listingType %",
       round(avg((place_slug is not null)::int) * 100, 1)::float8 as "place %",
       round(avg((property_types is not null)::int) * 100, 1)::float8 as "propertyType %",
       round(avg((price_max is not null)::int) * 100, 1)::float8 as "priceMax %",
       round(avg((price_min is not null)::int) * 100, 1)::float8 as "priceMin %",
       round(avg((bedrooms_min is not null)::int) * 100, 1)::float8 as "bedroomsMin %",
       round(avg((size_min is not null)::int) * 100, 1)::float8 as "sizeMin %",
       round(avg((features is not null)::int) * 100, 1)::float8 as "features %",
       round(avg(with_photos::int) * 100, 1)::float8 as "withPhotos %",
       round(avg((west is not null)::int) * 100, 1)::float8 as "bbox %",
       round(avg((polygon is not null)::int) * 100, 1)::float8 as "polygon %",
       round(avg((text_query is not null)::int) * 100, 1)::float8 as "q %",
       round(avg((notify_frequency = 'instant')::int) * 100, 1)::float8 as "instant %",
       round(avg((notify_frequency = 'daily')::int) * 100, 1)::float8 as "daily %",
       round(avg((notify_frequency = 'never')::int) * 100, 1)::float8 as "never %",
       count(distinct place_slug)::int as "distinct places"
     from saved_searches`,
  );
  return rows[0] ?? {};
}
