/**
 * The index key of alerts at scale (issue 31 point 6, decision 269, after 264's tokens). Every saved
 * search is stored with ONE key "deal|type|area" and its price ceiling; a btree on (key, ceiling)
 * carries the columns the matching reads, so a published listing finds its candidates by reading
 * index ranges only: for each key it offers, the searches whose ceiling is at or above its price.
 * A saved search that matches a listing always holds one of the listing's keys, so none is missed;
 * the exact conditions (alerts.repository.ts insertMatches) still decide. The key only narrows.
 *
 * One key per search (not a set of tokens) is what lets a plain btree on the table serve: entries
 * of one key lie side by side, so a listing wanted by 40 000 searches reads a few hundred index
 * pages instead of 40 000 table rows (BENCHMARKS.md, "Issue 31 point 6, a key per search").
 *
 * Changing a constant here changes what stored keys mean: a migration then sets every saved
 * search's key to null, and the key job (match-keys.jobs.ts) writes them again.
 */

/**
 * Grid cells for boxes and drawn areas, finest first (degrees). A box takes the finest cell that
 * holds it whole, of the grid or of the grid shifted by half a cell (so a small box on a grid line
 * still gets a small cell); a box no cell holds is anywhere ('*').
 */
const cellSizes = [1 / 16, 1 / 4, 1] as const;
const shifts = [0, 0.5] as const;

const any = '*';

/** A saved search's match columns, as stored (saved-search-columns.ts). */
export interface KeyColumns {
  listingType: string | null;
  propertyTypes: readonly string[] | null;
  placeSlug: string | null;
  west: number | null;
  south: number | null;
  east: number | null;
  north: number | null;
  /** PostgreSQL's polygon text `((lng,lat),…)`. */
  polygon: string | null;
}

/** What a listing offers to be matched on (its match facts). */
export interface KeyFacts {
  listingType: string;
  propertyType: string;
  placeSlugs: readonly string[];
  lat: number;
  lng: number;
}

const cellIndex = (degrees: number, size: number, shift: number): number =>
  Math.floor(degrees / size + shift);

const cellKey = (level: number, shift: number, x: number, y: number): string =>
  `c${level}${shift === 0 ? '' : 'h'}:${x}:${y}`;

const placeKey = (slug: string): string => `p:${slug}`;

/** The box a polygon's corners span. */
function boundsOfPolygon(text: string): [number, number, number, number] {
  const numbers = (text.match(/-?\d+(?:\.\d+)?(?:e-?\d+)?/gi) ?? []).map(Number);
  const lngs = numbers.filter((_, index) => index % 2 === 0);
  const lats = numbers.filter((_, index) => index % 2 === 1);
  return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
}

/** The finest cell holding the whole box, or anywhere. */
function cellOfBox([west, south, east, north]: [number, number, number, number]): string {
  const [low, high] = [Math.min(west, east), Math.max(west, east)];
  for (const [level, size] of cellSizes.entries()) {
    for (const shift of shifts) {
      const x = cellIndex(low, size, shift);
      const y = cellIndex(south, size, shift);
      if (x === cellIndex(high, size, shift) && y === cellIndex(north, size, shift))
        return cellKey(level, shift, x, y);
    }
  }
  return any;
}

/** The area part: the place, else the cell of its box or drawn area, else anywhere. */
function areaOf(columns: KeyColumns): string {
  if (columns.placeSlug !== null) return placeKey(columns.placeSlug);
  const boxes: [number, number, number, number][] = [];
  if (columns.west !== null && columns.south !== null && columns.east !== null && columns.north !== null)
    boxes.push([columns.west, columns.south, columns.east, columns.north]);
  if (columns.polygon !== null) boxes.push(boundsOfPolygon(columns.polygon));
  if (boxes.length === 0) return any;
  // Both given: a listing must be inside both, so the smaller box's cell is enough.
  const area = (box: [number, number, number, number]) => Math.abs(box[2] - box[0]) * (box[3] - box[1]);
  return cellOfBox(boxes.reduce((smaller, box) => (area(box) < area(smaller) ? box : smaller)));
}

/** A saved search's key: its deal, its one property type (several: any), its area. */
export function savedSearchKey(columns: KeyColumns): string {
  const deal = columns.listingType ?? any;
  const types = new Set(columns.propertyTypes ?? []);
  const type = types.size === 1 ? ([...types][0] as string) : any;
  return `${deal}|${type}|${areaOf(columns)}`;
}

/** A listing's keys: each of its values and "any", so it meets every search that can match it. */
export function listingKeys(facts: KeyFacts): string[] {
  const cells = cellSizes.flatMap((size, level) =>
    shifts.map((shift) =>
      cellKey(level, shift, cellIndex(facts.lng, size, shift), cellIndex(facts.lat, size, shift)),
    ),
  );
  const areas = [...facts.placeSlugs.map(placeKey), ...cells, any];
  return [facts.listingType, any].flatMap((deal) =>
    [facts.propertyType, any].flatMap((type) => areas.map((area) => `${deal}|${type}|${area}`)),
  );
}
