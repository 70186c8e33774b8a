import { caseFormKeys, mayLoseFleetingA } from './case-forms.ts';
import { foldedWords } from './place-folding.ts';
import type { Place, PlaceKind } from './places.data.ts';

/**
 * Place autocomplete over the places data set, in memory (docs/decisions/085-place-autocomplete.md):
 * 6 400 places fit in a megabyte, so matching them all takes well under a millisecond, far below
 * what a query to the database would cost. Names are compared folded (place-folding.ts).
 */

/**
 * How well a place matched: the whole name, a prefix of its words, a case form of them ("Banjoj
 * Luci", "Grbavici": the whole name, else some of its words), or with one typo.
 */
export const matchQuality = { exact: 0, prefix: 1, caseForm: 2, partCaseForm: 3, typo: 4 } as const;
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
  /** Each word's case-form keys (case-forms.ts), and the whole name's written as one word. */
  wordKeys: readonly ReadonlySet<string>[];
  compactKeys: ReadonlySet<string>;
}

/** A typed word is read as a case form only from this many letters ("luci", "mostara"). */
const caseFormMinLength = 4;

const keysOf = (word: string) => new Set(caseFormKeys(word, mayLoseFleetingA(word)).keys());

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

/** "u Sarajevu", "na Grbavici", "iz Mostara": the place is what follows. */
const prepositions = new Set(['u', 'na', 'iz', 'kod', 'od', 'do', 'oko', 'blizu', 'in', 'near']);

const withoutPreposition = (typed: readonly string[]): readonly string[] =>
  typed.length > 1 && prepositions.has(typed[0] ?? '') ? typed.slice(1) : typed;

/** Some key of a typed word is a key of the name's word. */
const shares = (keys: readonly string[] | null, named: ReadonlySet<string> | undefined): boolean =>
  keys !== null && named !== undefined && keys.some((key) => named.has(key));

/** A typed word, with its case-form keys when long enough to be read as one. */
interface Typed {
  word: string;
  /** An array, made once per query: it is tested against hundreds of names. */
  keys: readonly string[] | null;
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
    const tails = words.map((_, at) => words.slice(at).join(''));
    return { place, words, tails, wordKeys: words.map(keysOf), compactKeys: keysOf(tails[0] ?? '') };
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

  /**
   * Every typed word starts a different word of the name or is a case form of it, at least one a
   * case form; or the text written as one word is a case form of the name so written ("banjaluci").
   */
  function caseFormsMatch(entry: Entry, typed: readonly Typed[], compact: Typed): boolean {
    if (shares(compact.keys, entry.compactKeys)) return true;
    if (!typed.some((part) => part.keys)) return false;
    const used = new Set<number>();
    let inflected = false;
    const all = typed.every((part) => {
      const index = entry.words.findIndex((word, at) => {
        if (used.has(at)) return false;
        if (shares(part.keys, entry.wordKeys[at])) {
          inflected = true;
          return true;
        }
        return word.startsWith(part.word);
      });
      if (index < 0) return false;
      used.add(index);
      return true;
    });
    return all && inflected;
  }

  /** The name's first word is the first typed word's (in a case form or begun), or the whole name is. */
  function caseFormAtStart(entry: Entry, first: Typed, compact: Typed): boolean {
    return (
      shares(compact.keys, entry.compactKeys) ||
      shares(first.keys, entry.wordKeys[0]) ||
      (entry.words[0]?.startsWith(first.word) ?? false)
    );
  }

  function quality(
    entry: Entry,
    typed: readonly string[],
    compact: string,
    forms: { typed: readonly Typed[]; compact: Typed },
  ): MatchQuality | null {
    if (entry.tails[0] === compact) return matchQuality.exact;
    if (tailsMatch(compact, entry.tails, false) || wordsMatch(typed, entry.words, false)) {
      return matchQuality.prefix;
    }
    if (caseFormsMatch(entry, forms.typed, forms.compact)) {
      const whole =
        forms.typed.length === entry.words.length || shares(forms.compact.keys, entry.compactKeys);
      return whole ? matchQuality.caseForm : matchQuality.partCaseForm;
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
      const typed = withoutPreposition(foldedWords(text));
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
    const typedForm = (word: string): Typed => ({
      word,
      keys: word.length >= caseFormMinLength ? [...keysOf(word)] : null,
    });
    const forms = { typed: typed.map(typedForm), compact: typedForm(compact) };
    const matches: Match[] = [];
    for (const entry of byFirstLetter.get(compact[0] ?? '') ?? []) {
      const found = quality(entry, typed, compact, forms);
      if (found === null) continue;
      const start =
        found === matchQuality.caseForm || found === matchQuality.partCaseForm
          ? caseFormAtStart(entry, forms.typed[0] as Typed, forms.compact)
          : atStart(entry, compact, found === matchQuality.typo);
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
