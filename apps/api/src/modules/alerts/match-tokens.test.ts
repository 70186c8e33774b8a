// The index keys of alerts (issue 31 point 6): a saved search that matches a listing on deal,
// type, place, box, drawn area and price always shares a token with it. Checked against a plain
// reading of those filters over many random pairs, and at the edges (bands, cells, caps).
import { describe, expect, it } from 'vitest';
import { listingTokens, savedSearchTokens, type TokenColumns, type TokenFacts } from './match-tokens.ts';

const none: TokenColumns = {
  listingType: null,
  propertyTypes: null,
  placeSlug: null,
  west: null,
  south: null,
  east: null,
  north: null,
  polygon: null,
  priceMin: null,
  priceMax: null,
};

const flat: TokenFacts = {
  listingType: 'sell',
  propertyType: 'apartment',
  placeSlugs: ['federacija-bih', 'kanton-sarajevo', 'grad-sarajevo', 'centar-sarajevo'],
  lat: 43.8563,
  lng: 18.4131,
  publicPrice: 150_000,
};

const meets = (columns: TokenColumns, facts: TokenFacts) => {
  const offered = new Set(listingTokens(facts));
  return savedSearchTokens(columns).some((token) => offered.has(token));
};

/** What the exact conditions say of the filters the tokens stand for (polygons by their box). */
function matchesExactly(columns: TokenColumns, facts: TokenFacts, polygonBox: number[] | null): boolean {
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
  if (columns.priceMin !== null && (facts.publicPrice === null || facts.publicPrice < columns.priceMin))
    return false;
  if (columns.priceMax !== null && (facts.publicPrice === null || facts.publicPrice > columns.priceMax))
    return false;
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

describe('saved searches and listings share a token whenever they match', () => {
  it('holds over 20 000 random pairs, and the tokens narrow (most non-matching pairs share none)', () => {
    const r = random(31);
    const slugs = ['grad-sarajevo', 'centar-sarajevo', 'novi-grad-sarajevo', 'mostar', 'tuzla', 'grbavica'];
    const types = ['apartment', 'house', 'land', 'office'];
    const prices = [49, 64, 65, 500, 1_000, 99_999, 131_072, 150_000, 262_143, 262_144, 5e6, 2e7, 9e7];
    let matching = 0;
    let sharedWithoutMatching = 0;
    let notMatching = 0;
    for (let pair = 0; pair < 20_000; pair++) {
      const lng = 15.7 + r.next() * 4;
      const lat = 42.6 + r.next() * 2.7;
      const facts: TokenFacts = {
        listingType: r.pick(['sell', 'rent']),
        propertyType: r.pick(types),
        placeSlugs: slugs.filter(() => r.next() < 0.3),
        lat,
        lng,
        publicPrice: r.next() < 0.1 ? null : r.pick(prices),
      };
      const size = r.pick([0.001, 0.05, 0.3, 1.2, 5]);
      const near = (value: number) => value + (r.next() - 0.5) * size;
      const box = [near(lng) - size / 2, near(lat) - size / 2, near(lng) + size / 2, near(lat) + size / 2];
      const columns: TokenColumns = {
        ...none,
        listingType: r.next() < 0.8 ? r.pick(['sell', 'rent']) : null,
        propertyTypes: r.next() < 0.5 ? types.filter(() => r.next() < 0.5) : null,
        placeSlug: r.next() < 0.5 ? r.pick(slugs) : null,
        priceMin: r.next() < 0.3 ? r.pick(prices) : null,
        priceMax: r.next() < 0.6 ? r.pick(prices) : null,
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
    expect(matching).toBeGreaterThan(500);
    // Candidates beyond the matches come from price bands (a factor of two) and cells only.
    expect(sharedWithoutMatching / notMatching).toBeLessThan(0.1);
  });

  it('a price on a band’s edge, a hidden price, and a search without a price', () => {
    const at = (publicPrice: number | null) => ({ ...flat, publicPrice });
    expect(meets({ ...none, priceMin: 131_072, priceMax: 131_072 }, at(131_072))).toBe(true);
    expect(meets({ ...none, priceMax: 131_071 }, at(131_072))).toBe(false);
    expect(meets({ ...none, priceMin: 262_144 }, at(262_143))).toBe(false);
    expect(meets({ ...none, priceMin: 1 }, at(0))).toBe(true);
    expect(meets({ ...none, priceMin: 5e7 }, at(9e7))).toBe(true);
    expect(meets({ ...none, priceMax: 200_000 }, at(null))).toBe(false);
    expect(meets(none, at(null))).toBe(true);
  });

  it('a place is its own token; a box or drawn area names the cells it covers, a country-wide one none', () => {
    expect(savedSearchTokens({ ...none, listingType: 'sell', placeSlug: 'grbavica' })).toEqual([
      'sell|*|p:grbavica|*',
    ]);
    const drawn = savedSearchTokens({ ...none, polygon: '((18.30,43.80),(18.55,43.80),(18.40,43.90))' });
    expect(drawn).toEqual(['*|*|c:73:175|*', '*|*|c:74:175|*']);
    expect(savedSearchTokens({ ...none, west: 15.7, south: 42.6, east: 19.7, north: 45.3 })).toEqual([
      '*|*|*|*',
    ]);
  });

  it('a search that would need too many tokens gives up its price bands, then its area', () => {
    const manyCells = { ...none, west: 18, south: 43, east: 18.9, north: 43.9, priceMax: 1_000_000 };
    expect(savedSearchTokens(manyCells)).toHaveLength(16);
    expect(savedSearchTokens(manyCells).every((token) => token.endsWith('|*'))).toBe(true);
    const wide = { ...manyCells, propertyTypes: ['apartment', 'house', 'land', 'office'] };
    expect(savedSearchTokens(wide)).toEqual(['*|apartment|*|*', '*|house|*|*', '*|land|*|*', '*|office|*|*']);
  });
});
