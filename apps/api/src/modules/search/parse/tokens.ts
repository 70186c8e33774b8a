import { foldedWords } from '../../places/ports.ts';

/**
 * The words of a query as the parser reads them: each keeps what was typed (for `unparsed`) and
 * its folded form (lower case, no diacritics, Cyrillic read as Latin, "dj" as "d": the places'
 * own folding, place-folding.ts), so the rules and the place names meet however they were typed.
 */
export interface Token {
  /** As typed ("Sarajevu", "200.000", "м2"). */
  raw: string;
  /** Folded letters, the digits as typed, or the symbol (every dash as '-'). */
  word: string;
  kind: 'word' | 'number' | 'area' | 'symbol';
  /** Typed with a capital first letter (Latin or Cyrillic). */
  capital: boolean;
  /** Understood by some rule: it leaves `unparsed`. */
  used: boolean;
  /** Where it starts and ends in the text. */
  start: number;
  end: number;
}

/**
 * "3D" (a 3D tour: one word, glued or apart), numbers with their separators ("1.250.000", "1,5",
 * "150 000"), "m2"/"m²" glued or apart ("60m2", "м²"), words, and the few symbols the rules read
 * (a range's dash, currencies).
 */
const pattern =
  /(3[ -]?[dDдД](?![\p{L}\d]))|(\d{1,3}(?:[ \u00a0]\d{3})+(?![\d.,])|\d+(?:[.,]\d+)*)|([mм][2²](?![\p{L}\d]))|([\p{L}\p{M}]+)|([€$²+\-–—/])/gu;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(pattern)) {
    const [raw, threeD, number, area, letters] = match;
    const at = { start: match.index, end: match.index + raw.length };
    if (threeD !== undefined) {
      tokens.push({ raw, word: '3d', kind: 'word', capital: false, used: false, ...at });
    } else if (number !== undefined) {
      tokens.push({
        raw,
        word: number.replace(/[ \u00a0]/g, ''),
        kind: 'number',
        capital: false,
        used: false,
        ...at,
      });
    } else if (area !== undefined) {
      tokens.push({ raw, word: 'm2', kind: 'area', capital: false, used: false, ...at });
    } else if (letters !== undefined) {
      const word = foldedWords(letters).join('');
      if (word === '') continue;
      const first = letters[0] ?? '';
      const capital = first !== first.toLowerCase();
      tokens.push({ raw, word, kind: 'word', capital, used: false, ...at });
    } else {
      tokens.push({
        raw,
        word: raw.replace(/[–—]/, '-'),
        kind: 'symbol',
        capital: false,
        used: false,
        ...at,
      });
    }
  }
  return tokens;
}

/** Folds a rule's word written with diacritics ("namješten" → "namjesten"). */
export function fold(text: string): string {
  return foldedWords(text).join(' ');
}

/**
 * The words no rule understood, as typed, in their order, joined by single spaces ('' when none);
 * pieces typed together stay together ("500m2"); symbols never.
 */
export function leftover(tokens: readonly Token[]): string {
  let text = '';
  let previous: Token | null = null;
  for (const token of tokens) {
    if (token.used || token.kind === 'symbol') {
      previous = null;
      continue;
    }
    text += previous === null || previous.end !== token.start ? (text === '' ? '' : ' ') : '';
    text += token.raw;
    previous = token;
  }
  return text;
}

/**
 * At most one edit apart (a letter changed, added or dropped, or two neighbours swapped), never on
 * the first letter: the typo a word of five letters or more may carry.
 */
export function oneTypoApart(a: string, b: string): boolean {
  if (a === b || a[0] !== b[0] || Math.abs(a.length - b.length) > 1) return false;
  let same = 0;
  while (same < a.length && same < b.length && a[same] === b[same]) same++;
  if (a.length > b.length) return a.slice(same + 1) === b.slice(same);
  if (a.length < b.length) return a.slice(same) === b.slice(same + 1);
  const swapped = a[same] === b[same + 1] && a[same + 1] === b[same];
  return a.slice(same + 1) === b.slice(same + 1) || (swapped && a.slice(same + 2) === b.slice(same + 2));
}

/** Words this long or longer may carry one typo. */
export const typoMinLength = 5;
