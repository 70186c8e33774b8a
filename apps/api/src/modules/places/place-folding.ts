/**
 * How place names and what people type are compared (docs/product/DECISIONS.md, Locations and
 * search; docs/decisions/085-place-autocomplete.md): lower case, no diacritics, Serbian Cyrillic
 * read as Latin, and "đ" and "dj" both as "d". People write "đ" as "dj" or as "d" and `unaccent`
 * folds "đ" to "d", so folding "dj" to "d" on both sides makes all three spellings meet.
 */

/** Serbian Cyrillic (used in Republika Srpska) to Bosnian Latin, before the Latin folding. */
// biome-ignore format: a table reads best in rows
const cyrillic: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', ђ: 'đ', е: 'e', ж: 'ž', з: 'z', и: 'i', ј: 'j', к: 'k',
  л: 'l', љ: 'lj', м: 'm', н: 'n', њ: 'nj', о: 'o', п: 'p', р: 'r', с: 's', т: 't', ћ: 'ć', у: 'u',
  ф: 'f', х: 'h', ц: 'c', ч: 'č', џ: 'dž', ш: 'š',
};

/** The folded text: words of `a-z0-9` separated by single spaces ("Nedžarići" → "nedzarici"). */
export function foldPlaceText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u0400-\u04ff]/g, (letter) => cyrillic[letter] ?? letter)
    .replaceAll('đ', 'd')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replaceAll('dj', 'd')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The folded words of a text. */
export function foldedWords(text: string): string[] {
  const folded = foldPlaceText(text);
  return folded === '' ? [] : folded.split(' ');
}
