/**
 * Folding a host's letters to what a reader takes them for, so "оlх" (Cyrillic о and х), "0lx",
 * "o1x", "pošta" and "unicredlt" compare equal to the brand's name. A small table rather than the
 * whole Unicode confusables list: a host can only hold letters IDNA allows, and these are the ones
 * that pass for Latin letters in the fonts browsers and phones use (Unicode TR 39's confusables of
 * the Latin small letters, restricted to Cyrillic, Greek and a few Latin look-alikes).
 */
const lookAlikes: Record<string, string> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  ь: 'b',
  с: 'c',
  ԁ: 'd',
  е: 'e',
  ё: 'e',
  ҽ: 'e',
  ɡ: 'g',
  ԍ: 'g',
  һ: 'h',
  н: 'h',
  і: 'i',
  ї: 'i',
  ӏ: 'l',
  ј: 'j',
  к: 'k',
  м: 'm',
  п: 'n',
  о: 'o',
  р: 'p',
  ԛ: 'q',
  г: 'r',
  ѕ: 's',
  т: 't',
  ц: 'u',
  у: 'y',
  ү: 'y',
  ѵ: 'v',
  ԝ: 'w',
  ш: 'w',
  х: 'x',
  з: '3',
  // Greek
  α: 'a',
  β: 'b',
  ϲ: 'c',
  δ: 'd',
  ε: 'e',
  γ: 'y',
  η: 'n',
  ι: 'i',
  ϳ: 'j',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  μ: 'u',
  ς: 'c',
  σ: 'o',
  // Latin letters that are not a base letter with a mark (NFKD leaves them whole)
  ı: 'i',
  ɩ: 'i',
  ł: 'l',
  ƚ: 'l',
  ø: 'o',
  ɵ: 'o',
  đ: 'd',
  ɗ: 'd',
  ħ: 'h',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
};

/**
 * What is left of a host label to compare: lower case, marks dropped (š→s, č→c, ž→z, é→e; NFKD also
 * folds full-width and mathematical letters), look-alikes of other scripts replaced by Latin.
 */
export function plainLetters(label: string): string {
  const decomposed = label.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');
  let plain = '';
  for (const char of decomposed) plain += lookAlikes[char] ?? char;
  return plain;
}

/**
 * A coarser fold on top of plainLetters, for the tricks that need no other alphabet: digits for
 * letters (0→o, 1→l, 3→e, 4→a, 5→s, 7→t, 8→b), "rn" for "m", "vv" for "w", and i, l and 1 all as
 * "l" (in a sans-serif font "I" and "l" look alike, and hosts are read in capitals too). Applied
 * to both sides of a comparison, so a brand's name folds the same way.
 */
export function coarseLetters(plain: string): string {
  return plain
    .replace(/rn/g, 'm')
    .replace(/vv/g, 'w')
    .replace(/[0134578]/g, (digit) => digitLetters[digit] ?? digit)
    .replace(/[i1|]/g, 'l');
}

const digitLetters: Record<string, string> = {
  '0': 'o',
  '1': 'l',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
};

/** The scripts a label's letters come from (digits, hyphens and marks belong to none). */
export function scriptsOf(label: string): Set<'latin' | 'cyrillic' | 'greek' | 'other'> {
  const scripts = new Set<'latin' | 'cyrillic' | 'greek' | 'other'>();
  for (const char of label.normalize('NFC')) {
    if (!/\p{L}/u.test(char)) continue;
    if (/\p{Script=Latin}/u.test(char)) scripts.add('latin');
    else if (/\p{Script=Cyrillic}/u.test(char)) scripts.add('cyrillic');
    else if (/\p{Script=Greek}/u.test(char)) scripts.add('greek');
    else scripts.add('other');
  }
  return scripts;
}

/**
 * Edit distance with adjacent transpositions (optimal string alignment): "raiffeisen" and
 * "raiffiesen" are one apart, as the eye reads them.
 */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = rows[i] as number[];
      const above = rows[i - 1] as number[];
      let best = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = best;
    }
  }
  return (rows[a.length] as number[])[b.length] as number;
}
