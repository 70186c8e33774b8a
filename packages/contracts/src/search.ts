import { z } from 'zod';
import { whenParsed } from './fields.ts';
import {
  listingLimits,
  listingTypes,
  propertyFeatures,
  propertyPlace,
  propertyResponse,
  propertyTypes,
} from './listings.ts';
import { polygonField } from './polygon.ts';

/**
 * The search and what surrounds it (docs/product/DECISIONS.md, "Api of the calls the spec does not
 * show"): the filters are defined once here and shared by the search, the map and, later, saved searches.
 */

/** SPEC §3's seven sorts; `relevant` is the default (its formula: docs/decisions.md, Search). */
export const sortOptions = [
  'relevant',
  'newest',
  'oldest',
  'price_desc',
  'price_asc',
  'size_desc',
  'size_asc',
  /** Most recently confirmed available first (issue 29). */
  'confirmed',
] as const;
export type SortOption = (typeof sortOptions)[number];

export const placeKinds = ['country', 'entity', 'canton', 'city', 'municipality', 'neighbourhood'] as const;
export type PlaceKind = (typeof placeKinds)[number];

export const searchLimits = {
  /** "load more" adds this many (docs/product/DECISIONS.md, Numbers). */
  pageSize: 24,
  pageSizeMax: 48,
  /** The total is counted exactly up to here; above it, it is a lower bound (`totalExact: false`). */
  totalExactMax: 10_000,
  /** Free text, characters. */
  textMax: 100,
  cursorMax: 512,
  zoomMax: 20,
  placesDefault: 8,
  placesMax: 20,
} as const;

/**
 * A list the query string may carry once as "a,b" or repeated (`?type=a&type=b`). An unknown
 * value is refused on the field itself (`Invalid` with the value), never ignored.
 */
function listOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.union([z.string(), z.array(z.string())]).transform((raw, ctx) => {
    const parts = (Array.isArray(raw) ? raw : [raw])
      .flatMap((part) => part.split(','))
      .map((part) => part.trim())
      .filter((part) => part !== '');
    const unknown = parts.find((part) => !values.includes(part));
    if (unknown !== undefined) {
      ctx.addIssue({ code: 'custom', params: { key: 'Invalid', extra: { value: unknown.slice(0, 40) } } });
      return z.NEVER;
    }
    return [...new Set(parts)] as T[number][];
  });
}

const amount = (max: number) => z.coerce.number().min(0).max(max);
const count = z.coerce.number().int().min(0).max(listingLimits.roomsMax);

/** `true` or `false` in a query string (a bare `withPhotos` too: true), or a JSON boolean (a saved search). */
const flag = z.union([
  z.boolean(),
  z
    .enum(['true', 'false', '1', '0', ''])
    .transform((value) => value === 'true' || value === '1' || value === ''),
]);

/** `west,south,east,north` in degrees, as [west, south, east, north]. */
export const bboxField = z
  .string()
  .trim()
  .transform((raw, ctx) => {
    const parts = raw.split(',').map((part) => Number(part.trim()));
    const [west, south, east, north] = parts as [number, number, number, number];
    const valid =
      parts.length === 4 &&
      parts.every((n) => Number.isFinite(n)) &&
      west >= -180 &&
      east <= 180 &&
      south >= -90 &&
      north <= 90 &&
      west < east &&
      south < north;
    if (!valid) {
      ctx.addIssue({
        code: 'custom',
        params: { key: 'Invalid', extra: { format: 'west,south,east,north' } },
      });
      return z.NEVER;
    }
    return [west, south, east, north] as const;
  });
export type BBoxTuple = readonly [west: number, south: number, east: number, north: number];

/** A lower bound above its upper bound is an error on the lower bound, not an empty result. */
function ordered(minKey: keyof FilterShape, maxKey: keyof FilterShape) {
  return [
    (value: Record<string, unknown>, ctx: z.core.$RefinementCtx<Record<string, unknown>>) => {
      const min = value[minKey];
      const max = value[maxKey];
      if (typeof min === 'number' && typeof max === 'number' && min > max) {
        ctx.addIssue({
          code: 'custom',
          path: [minKey],
          params: { key: 'LessThanOrEqual', extra: { max, value: min } },
        });
      }
    },
    whenParsed(minKey, maxKey),
  ] as const;
}

/** The filter fields, the same for the search, the map and saved searches. */
const filterFields = {
  listingType: z.enum(listingTypes).optional(),
  /** A place slug (`sarajevo`, `centar-sarajevo`, `dobrinja`); unknown → 404 NotFound. */
  place: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,80}$/)
    .optional(),
  bbox: bboxField.optional(),
  /** A drawn area (polygon.ts): listings inside it. */
  polygon: polygonField.optional(),
  priceMin: amount(listingLimits.priceMax).optional(),
  priceMax: amount(listingLimits.priceMax).optional(),
  sizeMin: amount(listingLimits.sizeMax).optional(),
  sizeMax: amount(listingLimits.sizeMax).optional(),
  bedroomsMin: count.optional(),
  bathroomsMin: count.optional(),
  propertyType: listOf(propertyTypes).optional(),
  /** Every one must match. */
  features: listOf(propertyFeatures).optional(),
  withPhotos: flag.optional(),
  /** With a floor plan (issue 31: "s tlocrtom"). */
  withFloorPlan: flag.optional(),
  /** With a video or a 3D tour (issue 31: "s videom"). */
  withVideo: flag.optional(),
  /** Free text over the address, the description and place names, diacritic-insensitive. */
  q: z.string().trim().max(searchLimits.textMax).optional(),
  /** Confirmed available within the last N days (issue 29; the web's "provjereno u zadnjih 7 dana"). */
  confirmedWithinDays: z.coerce.number().int().min(1).max(30).optional(),
  /** An agency slug (agencies arrive with issue 16). */
  agency: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,80}$/)
    .optional(),
};

type FilterShape = { [K in keyof typeof filterFields]: z.output<(typeof filterFields)[K]> };

function withOrderedRanges<S extends z.ZodObject>(schema: S) {
  return schema.superRefine(...ordered('priceMin', 'priceMax')).superRefine(...ordered('sizeMin', 'sizeMax'));
}

/**
 * One result per property (issue 30, decision 249): listings of one property offered by several
 * advertisers answer once, by their best offer (`offers` beside it); `false` answers every listing.
 * Not a filter: a saved search's alerts match every listing, a cheaper offer included.
 */
const groupOffers = flag.default(true);

/** The filters alone (a saved search stores these). */
export const searchFilters = withOrderedRanges(z.object(filterFields));
export type SearchFilters = z.output<typeof searchFilters>;
export type SearchFiltersInput = z.input<typeof searchFilters>;

/** GET /api/properties: the filters, the sort and the page. */
export const searchQuery = withOrderedRanges(
  z.object({
    ...filterFields,
    groupOffers,
    sort: z.enum(sortOptions).default('relevant'),
    /** `nextCursor` of the previous page; opaque. */
    cursor: z.string().trim().min(1).max(searchLimits.cursorMax).optional(),
    limit: z.coerce.number().int().min(1).max(searchLimits.pageSizeMax).default(searchLimits.pageSize),
  }),
);
export type SearchQuery = z.output<typeof searchQuery>;
export type SearchQueryInput = z.input<typeof searchQuery>;

export const searchResponse = z.object({
  /** Public listings in the public shape (a hidden price is null). */
  items: z.array(propertyResponse),
  total: z.number(),
  /** False when `total` is a lower bound (more than `searchLimits.totalExactMax` matched). */
  totalExact: z.boolean(),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
});
export type SearchResponse = z.infer<typeof searchResponse>;

/** GET /api/properties/map: the same filters, `bbox` required, and the map's zoom. */
export const mapQuery = withOrderedRanges(
  z.object({
    ...filterFields,
    groupOffers,
    bbox: bboxField,
    zoom: z.coerce.number().int().min(0).max(searchLimits.zoomMax),
  }),
);
export type MapQuery = z.output<typeof mapQuery>;
export type MapQueryInput = z.input<typeof mapQuery>;

export const mapCluster = z.object({
  lat: z.number(),
  lng: z.number(),
  count: z.number(),
  /** The listings' own extent: zooming to it shows them all. [west, south, east, north]. */
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]),
});
export const mapPin = z.object({
  id: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** Null when on request (hidden or not given). */
  price: z.number().nullable(),
  listingType: z.enum(listingTypes),
  propertyType: z.enum(propertyTypes),
});
export const mapResponse = z.object({
  /** The clusters' counts plus the pins add up to it; equal to the search's total for the same filters. */
  total: z.number(),
  clusters: z.array(mapCluster),
  pins: z.array(mapPin),
});
export type MapCluster = z.infer<typeof mapCluster>;
export type MapPin = z.infer<typeof mapPin>;
export type MapResponse = z.infer<typeof mapResponse>;

/** GET /api/places: autocomplete. */
export const placesQuery = z.object({
  q: z.string().trim().min(1).max(searchLimits.textMax),
  limit: z.coerce.number().int().min(1).max(searchLimits.placesMax).default(searchLimits.placesDefault),
  /** The deal the search is on: `listings` then counts only it (Kupovina: sell, Najam: rent). */
  listingType: z.enum(listingTypes).optional(),
});
export type PlacesQueryInput = z.input<typeof placesQuery>;

export const placeSuggestion = z.object({
  slug: z.string(),
  name: z.string(),
  kind: z.enum(placeKinds),
  /** The name of the containing place that tells it apart ("Novi Grad Sarajevo" for Dobrinja); null for the country. */
  parentName: z.string().nullable(),
  /** Public listings in it (of the asked listingType when one was named). */
  listings: z.number(),
});
export const placesResponse = z.object({ items: z.array(placeSuggestion) });
export type PlaceSuggestion = z.infer<typeof placeSuggestion>;
export type PlacesResponse = z.infer<typeof placesResponse>;

/**
 * A pin's place while the seller places it (issue 12): the query of GET /api/pin-place. The same
 * places a saved listing gets (its municipality, neighbourhood, city, canton, entity).
 */
export const pinPlaceQuery = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
});
export const pinPlaceResponse = propertyPlace;
export type PinPlaceResponse = z.infer<typeof pinPlaceResponse>;

export const placeParams = z.object({
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,80}$/),
});

export const placeResponse = z.object({
  slug: z.string(),
  name: z.string(),
  kind: z.enum(placeKinds),
  center: z.object({ lat: z.number(), lng: z.number() }),
  /** [west, south, east, north]. */
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  /** The containing places, the country first (a breadcrumb). */
  parents: z.array(z.object({ slug: z.string(), name: z.string(), kind: z.enum(placeKinds) })),
  /** Public listings in it, by listing type. */
  listings: z.object({ sell: z.number(), rent: z.number() }),
});
export type PlaceResponse = z.infer<typeof placeResponse>;
