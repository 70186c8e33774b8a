import { foldedWords } from './place-folding.ts';
import type { Place, PlaceKind } from './places.data.ts';

/**
 * Place autocomplete over the places data set, in memory (docs/decisions/085-place-autocomplete.md):
 * 6 400 places fit in a megabyte, so matching them all takes well under a millisecond, far below
 * what a query to the database would cost. Names are compared folded (place-folding.ts).
 */

/** How well a place matched: the whole name, a prefix of its words, or with one typo. */
export const matchQuality = { exact: 0, prefix: 1, typo: 2 } as const;
type MatchQuality = (typeof matchQuality)[keyof typeof matchQuality];

/** Towns and municipalities first (where people look for a home), then neighbourhoods, then the regions. */
export const kindRank: Readonly<Record<PlaceKind, number>> = {
  city: 0,
  municipality: 1,
  neighbourhood: 2,
  canton: 3,
  entity: 4,
  country: 5,
};

/** A word of this many letters or more may carry one typo (shorter ones would match half the country). */
export const typoMinLength = 4;

interface Entry {
  place: Place;
  words: readonly string[];
  /** The words joined from each word to the end: "banja luka" → ["banjaluka", "luka"]. */
  tails: readonly string[];
}

export interface Match {
  place: Place;
  quality: MatchQuality;
  /** The name itself starts with the typed text ("Mostar" for "most"), not a later word ("Istočni Mostar"). */
  atStart: boolean;
}

/**
 * At most one edit apart: a letter changed, added or dropped, or two neighbours swapped (the
 * optimal string alignment distance ≤ 1). A bounded check in one pass: autocomplete asks it
 * thousands of times a keystroke, and a full edit-distance matrix per pair made that 30× slower.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let same = 0;
  while (same < a.length && same < b.length && a[same] === b[same]) same++;
  if (same === a.length && same === b.length) return true;
  if (a.length > b.length) return a.slice(same + 1) === b.slice(same);
  if (a.length < b.length) return a.slice(same) === b.slice(same + 1);
  const swapped = a[same] === b[same + 1] && a[same + 1] === b[same];
  return a.slice(same + 1) === b.slice(same + 1) || (swapped && a.slice(same + 2) === b.slice(same + 2));
}

/**
 * `typed` starts `word`, exactly or (with `typo`) within one edit of a start one letter shorter,
 * as long or longer. A typo never counts on the first letter, which people rarely get wrong: it
 * keeps "mostr" from also finding "ostr…".
 */
function startsWord(typed: string, word: string, typo: boolean): boolean {
  if (word.startsWith(typed)) return true;
  if (!typo || typed.length < typoMinLength || typed[0] !== word[0]) return false;
  for (let length = typed.length - 1; length <= typed.length + 1 && length <= word.length; length++) {
    if (withinOneEdit(typed, word.slice(0, length))) return true;
  }
  return false;
}

/** Every typed word starts a different word of the name (in any order: "sarajevo centar"). */
function wordsMatch(typed: readonly string[], words: readonly string[], typos: boolean): boolean {
  const used = new Set<number>();
  return typed.every((part) => {
    const index = words.findIndex((word, at) => !used.has(at) && startsWord(part, word, typos));
    if (index < 0) return false;
    used.add(index);
    return true;
  });
}

/** The typed text without spaces starts the name from one of its words ("banjaluka", "nedzar"). */
function tailsMatch(compact: string, tails: readonly string[], typos: boolean): boolean {
  return tails.some((tail) => startsWord(compact, tail, typos));
}

/** One matcher per places data set (its frozen list), shared by every app of the process. */
const matchers = new WeakMap<readonly Place[], ReturnType<typeof buildPlaceMatcher>>();

export function createPlaceMatcher(places: readonly Place[]) {
  let matcher = matchers.get(places);
  if (!matcher) {
    matcher = buildPlaceMatcher(places);
    matchers.set(places, matcher);
  }
  return matcher;
}

function buildPlaceMatcher(places: readonly Place[]) {
  const entries: Entry[] = places.map((place) => {
    const words = foldedWords(place.name);
    return { place, words, tails: words.map((_, at) => words.slice(at).join('')) };
  });
  // By the first letters of their words: a match starts one of the name's words with the typed
  // text's first letter (a typo never touches it), so only these few hundred of 6 400 are tested
  // (bench: the whole list cost ≈ 1.2 ms a keystroke, and p95 under load past 10 ms).
  const byFirstLetter = new Map<string, Entry[]>();
  for (const entry of entries) {
    for (const letter of new Set(entry.words.map((word) => word[0] ?? ''))) {
      byFirstLetter.set(letter, [...(byFirstLetter.get(letter) ?? []), entry]);
    }
  }

  function quality(entry: Entry, typed: readonly string[], compact: string): MatchQuality | null {
    if (entry.tails[0] === compact) return matchQuality.exact;
    if (tailsMatch(compact, entry.tails, false) || wordsMatch(typed, entry.words, false)) {
      return matchQuality.prefix;
    }
    if (tailsMatch(compact, entry.tails, true) || wordsMatch(typed, entry.words, true)) {
      return matchQuality.typo;
    }
    return null;
  }

  function atStart(entry: Entry, compact: string, typo: boolean): boolean {
    return startsWord(compact, entry.tails[0] ?? '', typo);
  }

  // The matches of the texts typed lately: people type the same first letters ("sa", "banja l"),
  // and the places never change while the process runs (the ranking, with its counts, is redone).
  const recent = new Map<string, Match[]>();
  const recentMax = 5000;

  return {
    /** Every place the text matches, unordered; none for a text with no letters or digits. */
    match(text: string): Match[] {
      const typed = foldedWords(text);
      if (typed.length === 0) return [];
      const key = typed.join(' ');
      const remembered = recent.get(key);
      if (remembered) return remembered;
      const found = matchWords(typed);
      if (recent.size >= recentMax) recent.delete(recent.keys().next().value as string);
      recent.set(key, found);
      return found;
    },
  };

  function matchWords(typed: readonly string[]): Match[] {
    const compact = typed.join('');
    const matches: Match[] = [];
    for (const entry of byFirstLetter.get(compact[0] ?? '') ?? []) {
      const found = quality(entry, typed, compact);
      if (found === null) continue;
      const start = atStart(entry, compact, found === matchQuality.typo);
      matches.push({ place: entry.place, quality: found, atStart: start });
    }
    return matches;
  }
}

export type PlaceMatcher = ReturnType<typeof createPlaceMatcher>;

// Built once: a collator costs far more to make than to use.
const collator = new Intl.Collator('bs');

/**
 * The order of suggestions: towns, municipalities and city quarters before villages (5 600 OSM
 * villages would bury Mostar under "Donje Mostre" for "mostr", decision 258); then the match
 * (whole name, prefix, typo), the kind, the public listings in the place (more first), names that
 * start with the typed text, and the name.
 */
export function rankMatches(matches: readonly Match[], listings: (slug: string) => number): Match[] {
  const counted = new Map(matches.map(({ place }) => [place.slug, listings(place.slug)]));
  const count = (match: Match) => counted.get(match.place.slug) ?? 0;
  const minor = (match: Match) => Number(match.place.village);
  return [...matches].sort(
    (a, b) =>
      minor(a) - minor(b) ||
      a.quality - b.quality ||
      kindRank[a.place.kind] - kindRank[b.place.kind] ||
      count(b) - count(a) ||
      Number(b.atStart) - Number(a.atStart) ||
      collator.compare(a.place.name, b.place.name) ||
      a.place.slug.localeCompare(b.place.slug),
  );
}
