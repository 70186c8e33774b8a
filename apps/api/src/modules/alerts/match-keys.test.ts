// The index key of alerts (issue 31 point 6, decision 269): a saved search that matches a listing
// on deal, type, place, box and drawn area always holds one of the listing's keys. Checked against a
// plain reading of those filters over many random pairs, and at the edges (cells, grid lines).
// (The price ceiling, the key's second part, is a column PostgreSQL computes: matching.test.ts.)
import { describe, expect, it } from 'vitest';
import { type KeyColumns, type KeyFacts, listingKeys, savedSearchKey } from './match-keys.ts';

const none: KeyColumns = {
  listingType: null,
  propertyTypes: null,
  placeSlug: null,
  west: null,
  south: null,
  east: null,
  north: null,
  polygon: null,
};

const flat: KeyFacts = {
  listingType: 'sell',
  propertyType: 'apartment',
  placeSlugs: ['federacija-bih', 'kanton-sarajevo', 'grad-sarajevo', 'centar-sarajevo'],
  lat: 43.8563,
  lng: 18.4131,
};

const meets = (columns: KeyColumns, facts: KeyFacts) => listingKeys(facts).includes(savedSearchKey(columns));

/** What the exact conditions say of the filters the tokens stand for (polygons by their box). */
function matchesExactly(columns: KeyColumns, facts: KeyFacts, polygonBox: number[] | null): boolean {
  const within = (box: number[]) =>
    facts.lng >= (box[0] as number) &&
    facts.lng <= (box[2] as number) &&
    facts.lat >= (box[1] as number) &&
    facts.lat <= (box[3] as number);
  if (columns.listingType !== null && columns.listingType !== facts.listingType) return false;
  if (columns.propertyTypes !== null && !columns.propertyTypes.includes(facts.propertyType)) return false;
  if (columns.placeSlug !== null && !facts.placeSlugs.includes(columns.placeSlug)) return false;
  if (
    columns.west !== null &&
    !within([columns.west, columns.south ?? 0, columns.east ?? 0, columns.north ?? 0])
  )
    return false;
  if (polygonBox !== null && !within(polygonBox)) return false;
  return true;
}

/** A small deterministic generator (mulberry32): the same pairs every run. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick };
}

describe('a saved search holds one of the keys of every listing it matches', () => {
  it('holds over 20 000 random pairs, and the keys narrow (most non-matching pairs share none)', () => {
    const r = random(31);
    const slugs = ['grad-sarajevo', 'centar-sarajevo', 'novi-grad-sarajevo', 'mostar', 'tuzla', 'grbavica'];
    const types = ['apartment', 'house', 'land', 'office'];
    let matching = 0;
    let sharedWithoutMatching = 0;
    let notMatching = 0;
    for (let pair = 0; pair < 20_000; pair++) {
      // Some pins on grid lines of every level (whole sixteenths of a degree).
      const onLine = r.next() < 0.1;
      const lng = onLine ? 16 + Math.floor(r.next() * 64) / 16 : 15.7 + r.next() * 4;
      const lat = onLine ? 43 + Math.floor(r.next() * 32) / 16 : 42.6 + r.next() * 2.7;
      const facts: KeyFacts = {
        listingType: r.pick(['sell', 'rent']),
        propertyType: r.pick(types),
        placeSlugs: slugs.filter(() => r.next() < 0.3),
        lat,
        lng,
      };
      const size = r.pick([0, 0.001, 0.05, 0.3, 1.2, 5]);
      const near = (value: number) => value + (r.next() - 0.5) * size;
      const box = [near(lng) - size / 2, near(lat) - size / 2, near(lng) + size / 2, near(lat) + size / 2];
      const columns: KeyColumns = {
        ...none,
        listingType: r.next() < 0.8 ? r.pick(['sell', 'rent']) : null,
        propertyTypes: r.next() < 0.5 ? types.filter(() => r.next() < 0.5) : null,
        placeSlug: r.next() < 0.5 ? r.pick(slugs) : null,
      };
      if (columns.propertyTypes?.length === 0) columns.propertyTypes = null;
      let polygonBox: number[] | null = null;
      const area = r.next();
      if (area < 0.2)
        [columns.west, columns.south, columns.east, columns.north] = box as [number, number, number, number];
      else if (area < 0.4) {
        polygonBox = box;
        const [w, s, e, n] = box as [number, number, number, number];
        columns.polygon = `((${w},${s}),(${e},${s}),(${(w + e) / 2},${n}))`;
      }
      const exact = matchesExactly(columns, facts, polygonBox);
      const shared = meets(columns, facts);
      if (exact) {
        matching++;
        expect({ columns, facts, shared }).toEqual({ columns, facts, shared: true });
      } else {
        notMatching++;
        if (shared) sharedWithoutMatching++;
      }
    }
    expect(matching).toBeGreaterThan(1_000);
    // Candidates beyond the matches come from cells larger than the box and several types only.
    expect(sharedWithoutMatching / notMatching).toBeLessThan(0.1);
  });

  it('a place is its own key; a box or drawn area takes the finest cell holding it whole, a country-wide one none', () => {
    expect(savedSearchKey({ ...none, listingType: 'sell', placeSlug: 'grbavica' })).toBe('sell|*|p:grbavica');
    // A sixteenth of a degree holds a few streets of Grbavica.
    const streets = savedSearchKey({ ...none, polygon: '((18.39,43.851),(18.41,43.851),(18.40,43.86))' });
    expect(streets).toBe(`*|*|c0:${Math.floor(18.39 * 16)}:${Math.floor(43.851 * 16)}`);
    // Across a sixteenth's line (18.375): the shifted grid's cell holds it.
    const onLine = savedSearchKey({ ...none, west: 18.37, south: 43.851, east: 18.38, north: 43.86 });
    expect(onLine).toBe(`*|*|c0h:${Math.floor(18.37 * 16 + 0.5)}:${Math.floor(43.851 * 16 + 0.5)}`);
    expect(savedSearchKey({ ...none, polygon: '((18.30,43.80),(18.55,43.80),(18.40,43.90))' })).toBe(
      '*|*|c2:18:43',
    );
    expect(savedSearchKey({ ...none, west: 15.7, south: 42.6, east: 19.7, north: 45.3 })).toBe('*|*|*');
  });

  it('one property type is in the key, several are any type (the exact condition checks them)', () => {
    expect(savedSearchKey({ ...none, propertyTypes: ['house'] })).toBe('*|house|*');
    expect(savedSearchKey({ ...none, propertyTypes: ['house', 'house'] })).toBe('*|house|*');
    expect(savedSearchKey({ ...none, propertyTypes: ['house', 'land'] })).toBe('*|*|*');
    expect(listingKeys(flat)).toContain('*|*|*');
    expect(listingKeys(flat)).toContain('sell|apartment|p:centar-sarajevo');
    expect(new Set(listingKeys(flat)).size).toBe(listingKeys(flat).length);
  });
});
