import { caseFormKeys, foldedWords, type Places } from '../../places/ports.ts';
import { oneTypoApart, type Token, typoMinLength } from './tokens.ts';

/**
 * Places named in the text, by the places module's own names folded its own way, in any of the
 * case forms a sentence gives them ("u Sarajevu", "na Grbavici", "Banjoj Luci", "iz Mostara"):
 * a word matches a name's word when both come to the same stem once common case endings are taken
 * off, a "c"/"z"/"s" read back as "k"/"g"/"h" (Luka → Luci), and a name's fleeting "a" dropped
 * (Kakanj → Kaknju). The longest name wins; a word that is not a known place is never guessed.
 */

type PlaceList = Pick<Places, 'all' | 'bySlug'>;

/**
 * Names that are everyday words too ("luka" a port, "jezero" a lake, "ravno" flat, "stup" a pillar):
 * read as a place only when typed with a capital letter.
 */
// biome-ignore format: a list reads best in rows
const everydayWords = new Set([
  'luka', 'stup', 'cim', 'sip', 'hrid', 'jezero', 'ravno', 'brod', 'rudo', 'olovo', 'breza', 'grude', 'vitez',
  'otoka', 'cesma', 'crkvice', 'solina', 'pale', 'osjek', 'zuc', 'bojnik', 'vraca', 'lukavica', 'stolac',
  'budzak', 'kljuc', 'lopare', 'novi grad', 'centar', 'centar 2', 'vila',
]);

const stems = caseFormKeys;

/**
 * An unknown word that makes a longer name of the place after it: "Bosanski Brod", "Slavonski Brod"
 * (Croatia), "Mali Zvornik" (Serbia). The name is not the place then; both words stay unparsed.
 */
const qualifier =
  /^(?:\w+(?:sk|ck|shk)[aeiou]|mal[aio]|velik[aio]|gornj[aie]|donj[aie]|nov[aio]|star[aio]|istocn[aio]|zapadn[aio]|sjevern[aio]|juzn[aio])$/;

/** Short forms people write for a place ("B. Luka"), beside the data set's names. */
const aliases: Readonly<Record<string, string>> = { 'B. Luka': 'banja-luka' };

interface Entry {
  slug: string;
  folded: string;
  words: ReadonlyArray<ReadonlyMap<string, number>>;
  everyday: boolean;
  /** Of several places a word names, the lowest wins (see `named`). */
  prominence: number;
  /**
   * Read with one typo too: the curated gazetteer's names (towns, municipalities, 85 city
   * neighbourhoods). Six thousand OSM names one typo from a common word ("podrumom" ~ Podhum,
   * "prodja" ~ a hamlet) must be typed right (decision 258).
   */
  typo: boolean;
}

/** Towns and municipalities before regions, before neighbourhoods (a name's seat is where people look). */
const kindProminence: Readonly<Record<string, number>> = {
  city: 0,
  municipality: 0,
  canton: 1,
  entity: 1,
  neighbourhood: 2,
};

export interface PlaceFound {
  slug: string;
  /** The tokens that named it. */
  tokens: number[];
}

/** One gazetteer per places data set (its `all()` list), shared by every app of the process. */
const built = new WeakMap<readonly unknown[], ReturnType<typeof buildPlaceNames>>();

export function createPlaceNames(places: PlaceList) {
  const all = places.all();
  let names = built.get(all);
  if (!names) {
    names = buildPlaceNames(places);
    built.set(all, names);
  }
  return names;
}

function buildPlaceNames(places: PlaceList) {
  const entries: Entry[] = places
    .all()
    .filter((place) => place.kind !== 'country')
    .flatMap((place) => {
      const words = foldedWords(place.name);
      const folded = words.join(' ');
      // A village's name is read only with a capital letter, as an everyday word is: 5 600 village
      // names hold "Jezerci" (na jezeru), "Kuće", "Stanovi" (decision 258).
      const everyday = place.village || everydayWords.has(folded);
      const keys = words.map((word) => stems(word, !/[aeiou]$/.test(word)));
      const prominence = (place.village ? 10 : 0) + (kindProminence[place.kind] ?? 3);
      const typo = !place.id.startsWith('osm:');
      const entry = { slug: place.slug, folded, words: keys, everyday, prominence, typo };
      if (words.length === 1) return [entry];
      // Written as one word too: "Banjaluka", "u Banjaluci".
      const compact = words.join('');
      return [entry, { ...entry, words: [stems(compact, !/[aeiou]$/.test(compact))] }];
    })
    .concat(
      Object.entries(aliases).map(([alias, slug]) => {
        const words = foldedWords(alias);
        return {
          slug,
          folded: words.join(' '),
          words: words.map((word) => stems(word, false)),
          everyday: false,
          prominence: 0,
          typo: true,
        };
      }),
    )
    .sort((a, b) => b.words.length - a.words.length);
  const longest = entries[0]?.words.length ?? 1;
  // Neither a case ending nor a typo touches a word's first letter: names are looked up by it.
  const byFirstLetter = new Map<string, Entry[]>();
  for (const entry of entries) {
    const letter = [...(entry.words[0]?.keys() ?? [])][0]?.[0] ?? '';
    byFirstLetter.set(letter, [...(byFirstLetter.get(letter) ?? []), entry]);
  }
  // A query's words' own keys, made once per word.
  const typedStems = new Map<string, Map<string, number>>();
  const stemsOf = (word: string) => {
    let keys = typedStems.get(word);
    if (!keys) {
      if (typedStems.size > 1000) typedStems.clear();
      keys = stems(word, false);
      typedStems.set(word, keys);
    }
    return keys;
  };

  /**
   * How far a typed word is from a name's word: its keys' distance (0–2), or 3 with one typo
   * (compared only between keys of five letters or more); null when it is not that word.
   */
  // A word against a name's word, remembered for the query being read (a word may come back often).
  let memo = new WeakMap<ReadonlyMap<string, number>, Map<string, number | null>>();
  function remembered(token: Token, keys: ReadonlyMap<string, number>, typo: boolean): number | null {
    let known = memo.get(keys);
    if (!known) {
      known = new Map();
      memo.set(keys, known);
    }
    const key = `${typo}${token.word}`;
    if (!known.has(key)) known.set(key, wordDistance(token, keys, typo));
    return known.get(key) ?? null;
  }

  function wordDistance(token: Token, keys: ReadonlyMap<string, number>, typo: boolean): number | null {
    const typed = stemsOf(token.word);
    let best: number | null = null;
    for (const [key, distance] of typed) {
      const named = keys.get(key);
      if (named !== undefined) best = Math.min(best ?? 3, Math.max(distance, named));
    }
    if (best !== null || !typo || token.word.length < typoMinLength) return best;
    // A typo compares like with like: the word as typed with the name, a stem with a stem (a name
    // ending in a consonant is its own stem: "Mostrau" → "mostra" ~ "mostar"), never letters read back.
    const level = (word: string, distance: number) => (distance === 0 && /[aeiou]$/.test(word) ? 0 : 1);
    for (const [key, distance] of typed) {
      if (key.length < typoMinLength || distance > 1) continue;
      for (const [name, named] of keys) {
        if (named > 1 || name.length < typoMinLength) continue;
        const alike = distance === 0 ? named === 0 : level(name, named) === 1;
        // A name's word with letters after it is a word made from it ("Jablaničkom" jezeru), no typo.
        if (alike && !key.startsWith(name) && oneTypoApart(key, name)) return 3;
      }
    }
    return null;
  }

  /**
   * The entries the tokens name, every word in order: the most prominent (a municipality before a
   * village: "u Gradišci" is Gradiška, not the village Gradišće), then the closest; with `typo`,
   * only those with one word one typo away.
   */
  function named(span: readonly Token[], typo: boolean): Entry[] {
    let best: readonly [number, number] = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
    let found: Entry[] = [];
    for (const entry of byFirstLetter.get(span[0]?.word[0] ?? '') ?? []) {
      if (entry.words.length !== span.length || (entry.everyday && !span[0]?.capital)) continue;
      if (typo && !entry.typo) continue;
      let total = 0;
      let typos = 0;
      for (const [index, keys] of entry.words.entries()) {
        const distance = remembered(span[index] as Token, keys, typo);
        if (distance === null) {
          total = Number.NaN;
          break;
        }
        total += distance;
        if (distance === 3) typos++;
      }
      if (Number.isNaN(total) || typos !== (typo ? 1 : 0)) continue;
      const rank = [entry.prominence, total] as const;
      if (rank[0] > best[0] || (rank[0] === best[0] && rank[1] > best[1])) continue;
      if (rank[0] < best[0] || rank[1] < best[1]) found = [];
      best = rank;
      found.push(entry);
    }
    return found;
  }

  /** Of equally prominent and close places, the one whose slug is the plain name (Kupres, not Kupres in RS); else none. */
  function one(found: readonly Entry[]): Entry | null {
    if (new Set(found.map((entry) => entry.slug)).size === 1) return found[0] as Entry;
    const plain = found.filter((entry) => entry.slug === entry.folded.replaceAll(' ', '-'));
    return plain.length === 1 ? (plain[0] as Entry) : null;
  }

  return {
    /**
     * Places in a run of unknown words (token indices, in order), longest names first. With `typo`,
     * only names one typo away. Words naming several places none of which is the plain name are
     * skipped.
     */
    find(tokens: readonly Token[], run: readonly number[], typo: boolean): PlaceFound[] {
      memo = new WeakMap();
      const found: PlaceFound[] = [];
      for (let at = 0; at < run.length; ) {
        let chosen: { entry: Entry | null; length: number } | null = null;
        for (let length = Math.min(longest, run.length - at); length >= 1 && !chosen; length--) {
          const span = run.slice(at, at + length).map((index) => tokens[index] as Token);
          const candidates = named(span, typo);
          if (candidates.length > 0) chosen = { entry: one(candidates), length };
        }
        const before = at > 0 ? tokens[run[at - 1] as number] : undefined;
        if (chosen?.entry && !(before && qualifier.test(before.word))) {
          found.push({ slug: chosen.entry.slug, tokens: run.slice(at, at + chosen.length) });
          at += chosen.length;
        } else at += chosen?.length ?? 1;
      }
      return found;
    },

    /** The slugs of the places containing a place, its own first. */
    lineage(slug: string): string[] {
      const chain: string[] = [];
      for (let at: string | null = slug; at !== null; ) {
        chain.push(at);
        at = places.bySlug(at)?.parent ?? null;
      }
      return chain;
    },
  };
}

export type PlaceNames = ReturnType<typeof createPlaceNames>;
