/**
 * The case forms of a place's name ("u Sarajevu", "na Grbavici", "Banjoj Luci", "iz Mostara",
 * "u Kaknju"): a typed word and a name's word are the same word when they come to the same key once
 * a common case ending is taken off, a "c"/"z"/"s" read back as "k"/"g"/"h" (Luka → Luci), or a
 * name's fleeting "a" dropped (Kakanj → Kaknju). Used by the autocomplete (place-suggestions.ts)
 * and the free-text reader's gazetteer (search/parse/place-names.ts). Words are folded first.
 */

/** Case endings, longest first; a stem keeps at least three letters. */
const endings = ['ima', 'ama', 'om', 'em', 'oj', 'og', 'ih', 'im', 'ju', 'a', 'e', 'i', 'o', 'u'];
const stemMin = 3;
const palatal: Readonly<Record<string, string>> = { c: 'k', z: 'g', s: 'h' };

/**
 * A word's keys, each with how far it is from the word: 0 the word, 1 a stem without its ending or
 * its fleeting "a", 2 a stem with its last letter read back (c → k). A closer key wins a tie:
 * "Srebreniku" is Srebrenik (a stem), not Srebrenica (a letter read back). `fleeting`: the word
 * may lose an "a" before its last consonants (a name's word ending in a consonant).
 */
export function caseFormKeys(word: string, fleeting: boolean): Map<string, number> {
  const keys = new Map([[word, 0]]);
  for (const ending of endings) {
    if (
      word.endsWith(ending) &&
      word.length - ending.length >= stemMin &&
      !keys.has(word.slice(0, -ending.length))
    ) {
      keys.set(word.slice(0, -ending.length), 1);
    }
  }
  if (fleeting) {
    const dropped = word.replace(/a([^aeiou]{1,2})$/, '$1');
    if (dropped !== word && dropped.length >= stemMin && !keys.has(dropped)) keys.set(dropped, 1);
  }
  for (const [key, distance] of [...keys]) {
    const last = palatal[key.at(-1) ?? ''];
    const read = last ? key.slice(0, -1) + last : null;
    if (read && !keys.has(read)) keys.set(read, Math.max(distance, 2));
  }
  return keys;
}

/** A name's word ending in a consonant may lose a fleeting "a" in its case forms. */
export const mayLoseFleetingA = (word: string): boolean => !/[aeiou]$/.test(word);
