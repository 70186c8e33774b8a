/**
 * The index keys of alerts at scale (issue 31 point 6, decision 264). A saved search is stored with
 * tokens "deal|type|area|price band" covering every listing it can match; a published listing asks
 * for the tokens it carries. A saved search that matches a listing always shares a token with it,
 * so a GIN index on the tokens (`&&`) finds every candidate among a million saved searches without
 * a scan, and the exact conditions (alerts.repository.ts insertMatches) then decide as before. The
 * tokens only narrow; they never decide a match alone.
 *
 * Changing a constant here changes what stored tokens mean: a migration then sets every
 * saved search's tokens to null, and the tokenize job (match-tokens.jobs.ts) writes them again.
 */

/** Degrees of a grid cell: a drawn area or box of a city is a handful of cells. */
const cellDegrees = 0.25;
/** A box or area over more cells than this is a country-wide search by area ("*"). */
const maxCells = 16;
/** Price bands are powers of two (KM): a listing's candidates are within a factor of two of its price. */
const lowestBand = 5; // up to 64 KM
const highestBand = 24; // 16 777 216 KM and above
/** Past this many tokens a search gives up its price bands, then its area ('*'): the index stays small. */
const maxTokens = 48;

const any = '*';

/** A saved search's match columns, as stored (saved-search-columns.ts). */
export interface TokenColumns {
  listingType: string | null;
  propertyTypes: readonly string[] | null;
  placeSlug: string | null;
  west: number | null;
  south: number | null;
  east: number | null;
  north: number | null;
  /** PostgreSQL's polygon text `((lng,lat),…)`. */
  polygon: string | null;
  priceMin: number | null;
  priceMax: number | null;
}

/** What a listing offers to be matched on (its match facts). */
export interface TokenFacts {
  listingType: string;
  propertyType: string;
  placeSlugs: readonly string[];
  lat: number;
  lng: number;
  publicPrice: number | null;
}

const bandOf = (price: number): number =>
  price < 2 ** (lowestBand + 1)
    ? lowestBand
    : Math.min(highestBand, Math.max(lowestBand, Math.floor(Math.log2(price))));

const cellOf = (degrees: number): number => Math.floor(degrees / cellDegrees);

const cellToken = (lng: number, lat: number): string => `c:${cellOf(lng)}:${cellOf(lat)}`;

const placeToken = (slug: string): string => `p:${slug}`;

/** The box a polygon's corners span. */
function boundsOfPolygon(text: string): [number, number, number, number] {
  const numbers = (text.match(/-?\d+(?:\.\d+)?(?:e-?\d+)?/gi) ?? []).map(Number);
  const lngs = numbers.filter((_, index) => index % 2 === 0);
  const lats = numbers.filter((_, index) => index % 2 === 1);
  return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
}

/** The area part: the place, else the cells of its box or drawn area, else anywhere. */
function areasOf(columns: TokenColumns): string[] {
  if (columns.placeSlug !== null) return [placeToken(columns.placeSlug)];
  const boxes: [number, number, number, number][] = [];
  if (columns.west !== null && columns.south !== null && columns.east !== null && columns.north !== null)
    boxes.push([columns.west, columns.south, columns.east, columns.north]);
  if (columns.polygon !== null) boxes.push(boundsOfPolygon(columns.polygon));
  if (boxes.length === 0) return [any];
  // Both given: a listing must be inside both, so the smaller box's cells are enough.
  const [west, south, east, north] = boxes.reduce((smaller, box) =>
    (box[2] - box[0]) * (box[3] - box[1]) < (smaller[2] - smaller[0]) * (smaller[3] - smaller[1])
      ? box
      : smaller,
  );
  const [x1, x2, y1, y2] = [
    cellOf(Math.min(west, east)),
    cellOf(Math.max(west, east)),
    cellOf(south),
    cellOf(north),
  ];
  if ((x2 - x1 + 1) * (y2 - y1 + 1) > maxCells) return [any];
  const cells: string[] = [];
  for (let x = x1; x <= x2; x++) for (let y = y1; y <= y2; y++) cells.push(`c:${x}:${y}`);
  return cells;
}

/** The price part: every band between the range's ends, or anything when it has none. */
function bandsOf(columns: TokenColumns): string[] {
  if (columns.priceMin === null && columns.priceMax === null) return [any];
  const from = bandOf(columns.priceMin ?? 0);
  const to = columns.priceMax === null ? highestBand : bandOf(columns.priceMax);
  const bands: string[] = [];
  for (let band = from; band <= to; band++) bands.push(`b${band}`);
  return bands;
}

function combine(deals: string[], types: string[], areas: string[], bands: string[]): string[] {
  return deals.flatMap((deal) =>
    types.flatMap((type) => areas.flatMap((area) => bands.map((band) => `${deal}|${type}|${area}|${band}`))),
  );
}

/** A saved search's tokens: one per type, area and price band it accepts. */
export function savedSearchTokens(columns: TokenColumns): string[] {
  const deals = [columns.listingType ?? any];
  const types = columns.propertyTypes?.length ? [...new Set(columns.propertyTypes)] : [any];
  let areas = areasOf(columns);
  let bands = bandsOf(columns);
  if (types.length * areas.length * bands.length > maxTokens) bands = [any];
  if (types.length * areas.length * bands.length > maxTokens) areas = [any];
  return combine(deals, types, areas, bands);
}

/** A listing's tokens: each of its values and "any", so it meets every search that can match it. */
export function listingTokens(facts: TokenFacts): string[] {
  const areas = [...facts.placeSlugs.map(placeToken), cellToken(facts.lng, facts.lat), any];
  const bands = facts.publicPrice === null ? [any] : [`b${bandOf(facts.publicPrice)}`, any];
  return combine([facts.listingType, any], [facts.propertyType, any], areas, bands);
}
