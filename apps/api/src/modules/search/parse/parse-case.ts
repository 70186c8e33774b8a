import type { ListingType, ParsedFilters, PropertyFeature, PropertyType } from '@krov/contracts';

/**
 * One query of the test set as people type it, with the filters it must give and the words it
 * must leave. Written short: `t` the property type(s), `d` the deal, `p` the place slug, `pmin`…
 * `smax` the price (KM) and size (m²) bounds, `b` bedroomsMin, `f` the feature(s), `fp` withFloorPlan,
 * `v` withVideo.
 */
export interface Expected {
  t?: PropertyType | PropertyType[];
  d?: ListingType;
  p?: string;
  pmin?: number;
  pmax?: number;
  smin?: number;
  smax?: number;
  b?: number;
  f?: PropertyFeature | PropertyFeature[];
  /** With a floor plan; with a video or a 3D tour (issue 31, point 4). */
  fp?: true;
  v?: true;
}

export type ParseCase = readonly [q: string, expected: Expected, unparsed?: string];

const list = <T>(value: T | T[] | undefined): T[] | undefined =>
  value === undefined ? undefined : Array.isArray(value) ? value : [value];

/** The filters a case expects, in the answer's own names. */
export function filtersOf(expected: Expected): ParsedFilters {
  const filters: ParsedFilters = {
    listingType: expected.d,
    place: expected.p,
    priceMin: expected.pmin,
    priceMax: expected.pmax,
    sizeMin: expected.smin,
    sizeMax: expected.smax,
    bedroomsMin: expected.b,
    propertyType: list(expected.t),
    features: list(expected.f),
    withFloorPlan: expected.fp,
    withVideo: expected.v,
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
}
