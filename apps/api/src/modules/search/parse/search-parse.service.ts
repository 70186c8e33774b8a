import type { Language, SearchParseResponse } from '@krov/contracts';
import type { Places } from '../../places/ports.ts';
import { readAmounts } from './amounts.ts';
import { createFilterSet, type Item, meaningOf, numberOf } from './items.ts';
import { dealOf, readKinds } from './kinds.ts';
import { lookUp, lookUpTypo } from './lexicon.ts';
import { createPlaceNames, type PlaceFound, type PlaceNames } from './place-names.ts';
import { readRooms } from './rooms.ts';
import { leftover, type Token, tokenize } from './tokens.ts';

/**
 * GET /api/search/parse (issue 31, "words instead of forms"): free text read by rules into the
 * search's own filters, pure and in memory. The rules: tokens.ts (folding, Cyrillic), lexicon.ts
 * (the words), place-names.ts (places in their case forms), rooms.ts, amounts.ts, kinds.ts.
 * Every language is read whatever `language` is: people mix them ("stan for rent Mostar").
 */
/** Bounds that are prepositions too ("do centra", "od mora"): said without an amount, fillers. */
const prepositions = new Set([
  'do',
  'od',
  'to',
  'from',
  'preko',
  'iznad',
  'ispod',
  'over',
  'under',
  'below',
  'above',
  'until',
]);

export function createSearchParser({ places }: { places: Pick<Places, 'all' | 'bySlug'> }) {
  // Built on the first sentence read, once per process (createPlaceNames remembers it): 6 400
  // names' stems cost ≈ 0.4 s, which no start and no test app that never parses should pay.
  const placeNames = {
    find: (...args: Parameters<PlaceNames['find']>) => createPlaceNames(places).find(...args),
    lineage: (slug: string) => createPlaceNames(places).lineage(slug),
  };

  /** The tokens as items: known words and phrases (the longest first), numbers, symbols, unknown words. */
  function itemsOf(tokens: readonly Token[]): Item[] {
    const items: Item[] = [];
    for (let at = 0; at < tokens.length; ) {
      const token = tokens[at] as Token;
      const found = lookUp(tokens, at);
      if (found) {
        const indices = Array.from({ length: found.length }, (_, offset) => at + offset);
        items.push({ kind: 'meaning', tokens: indices, meaning: found.meaning });
        at += found.length;
        continue;
      }
      if (token.kind === 'number')
        items.push({ kind: 'number', tokens: [at], value: numberOf(token.word), raw: token.raw });
      else if (token.kind === 'symbol') items.push({ kind: 'symbol', tokens: [at], symbol: token.word });
      else items.push({ kind: 'word', tokens: [at] });
      at++;
    }
    return items;
  }

  /** Runs of unknown words, apart only by symbols ("Mejdan - Obilićevo"), as token indices. */
  function unknownRuns(items: readonly Item[]): number[][] {
    const runs: number[][] = [[]];
    for (const item of items) {
      if (item.kind === 'word') runs.at(-1)?.push(item.tokens[0] as number);
      else if (item.kind !== 'symbol') runs.push([]);
    }
    return runs.filter((run) => run.length > 0);
  }

  /** Places named exactly, then unknown words one typo from a place or from a known word (not both). */
  function findPlaces(tokens: Token[], items: Item[]): PlaceFound[] {
    const exact = unknownRuns(items).flatMap((run) => placeNames.find(tokens, run, false));
    const named = new Set(exact.flatMap((place) => place.tokens));
    const typos = unknownRuns(items)
      .map((run) => run.filter((index) => !named.has(index)))
      .flatMap((run) => placeNames.find(tokens, run, true));
    const typoPlaces = new Set(typos.flatMap((place) => place.tokens));
    for (const [at, item] of items.entries()) {
      if (item.kind !== 'word') continue;
      const index = item.tokens[0] as number;
      if (named.has(index)) continue;
      const meaning = lookUpTypo(tokens[index] as Token);
      if (meaning && !typoPlaces.has(index)) items[at] = { kind: 'meaning', tokens: [index], meaning };
      else if (meaning) typoPlaces.delete(index);
    }
    return [...exact, ...typos.filter((place) => place.tokens.every((index) => typoPlaces.has(index)))];
  }

  /**
   * One place: the most specific of those named when every other contains it ("Dobrinja,
   * Sarajevo"); places apart from each other ("Tuzla, Zenica") or a place beside "ili"/"or" give
   * none, their words unparsed.
   */
  function choosePlace(tokens: readonly Token[], found: readonly PlaceFound[]): PlaceFound[] | null {
    // "Hrasno ili Grbavica": a place offered as one of alternatives is not the place searched.
    const or = (index: number) => ['ili', 'or'].includes(tokens[index]?.word ?? '');
    if (found.some(({ tokens: named }) => or((named[0] as number) - 1) || or((named.at(-1) as number) + 1))) {
      return null;
    }
    const slugs = [...new Set(found.map((place) => place.slug))];
    const lineages = slugs.map((slug) => placeNames.lineage(slug));
    const deepest = lineages.find((lineage) => slugs.every((slug) => lineage.includes(slug)));
    if (!deepest) return null;
    return found.map((place) =>
      place.slug === deepest[0] ? place : { ...place, slug: deepest[0] as string },
    );
  }

  return {
    parse(text: string, _language: Language): SearchParseResponse {
      const tokens = tokenize(text);
      const items = itemsOf(tokens);
      const places = findPlaces(tokens, items);
      const filters = createFilterSet();
      const use = (from: number, to: number) => {
        for (const item of items.slice(from, to))
          for (const index of item.tokens) (tokens[index] as Token).used = true;
      };
      const deal = dealOf(items);
      readRooms(items, filters, use);
      readAmounts({ items, filters, deal, use });
      readKinds(items, filters, deal, use);
      for (const [at, item] of items.entries()) {
        // Fillers, and prepositions no amount follows ("do centra"), say nothing a filter could hold.
        const next = items[at + 1];
        const amountNext =
          next?.kind === 'number' || (next?.kind === 'meaning' && next.meaning.kind === 'currency');
        const word = item.tokens.length === 1 ? tokens[item.tokens[0] as number]?.word : undefined;
        const preposition = meaningOf(item, 'bound') !== null && prepositions.has(word ?? '') && !amountNext;
        if (meaningOf(item, 'filler') !== null || preposition) use(at, at + 1);
      }
      const place = places.length > 0 ? choosePlace(tokens, places) : null;
      if (place?.[0]) {
        filters.set('place', place[0].slug);
        for (const index of place.flatMap((found) => found.tokens)) (tokens[index] as Token).used = true;
      }
      return { filters: filters.filters, unparsed: leftover(tokens) };
    },
  };
}

export type SearchParser = ReturnType<typeof createSearchParser>;
