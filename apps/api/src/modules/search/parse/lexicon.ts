import { lexiconEntries, type Meaning } from './lexicon-words.ts';
import { fold, oneTypoApart, type Token, typoMinLength } from './tokens.ts';

export type { Meaning } from './lexicon-words.ts';

/** A meaning found at a token: the tokens it spans, from `at`. */
export interface Found {
  at: number;
  length: number;
  meaning: Meaning;
}

/** Kinds a typo may reach: a word of the subject, never a small word of the grammar. */
const typoKinds = new Set<Meaning['kind']>([
  'type',
  'deal',
  'feature',
  'rooms',
  'multiplier',
  'area',
  'currency',
]);

function buildLexicon() {
  const {
    typeWords,
    typePhrases,
    dealWords,
    featureWords,
    featurePhrases,
    mediaWords,
    mediaPhrases,
    roomPrefixes,
    roomEndings,
    counts,
    other,
    fillers,
  } = lexiconEntries;
  const table = new Map<string, Meaning>();
  const add = (text: string, meaning: Meaning) => {
    const key = fold(text) || text;
    if (!table.has(key)) table.set(key, meaning);
  };
  for (const [text, meaning] of Object.entries(other)) add(text, meaning);
  for (const [value, words] of Object.entries(typeWords)) {
    for (const word of words) add(word, { kind: 'type', value } as Meaning);
  }
  for (const [text, value] of Object.entries(typePhrases)) add(text, { kind: 'type', value });
  for (const [value, words] of Object.entries(dealWords)) {
    for (const word of words) add(word, { kind: 'deal', value } as Meaning);
  }
  for (const [value, words] of Object.entries(featureWords)) {
    for (const word of words) add(word, { kind: 'feature', value } as Meaning);
  }
  for (const [text, value] of Object.entries(featurePhrases)) add(text, { kind: 'feature', value });
  for (const [value, words] of Object.entries(mediaWords)) {
    for (const word of words) add(word, { kind: 'media', value } as Meaning);
  }
  for (const [text, value] of Object.entries(mediaPhrases)) add(text, { kind: 'media', value });
  for (const [prefix, rooms] of Object.entries(roomPrefixes)) {
    for (const ending of roomEndings) add(prefix + ending, { kind: 'rooms', rooms });
  }
  for (const [text, value] of Object.entries(counts)) add(text, { kind: 'count', value });
  for (const word of fillers) add(word, { kind: 'filler' });
  return table;
}

const lexicon = buildLexicon();
const longestPhrase = Math.max(...[...lexicon.keys()].map((key) => key.split(' ').length));
/** The words a typo may reach, by their first letter (a typo never touches it). */
const typoTargets = new Map<string, [string, Meaning][]>();
for (const [key, meaning] of lexicon) {
  if (key.includes(' ') || key.length < typoMinLength - 1 || !typoKinds.has(meaning.kind)) continue;
  typoTargets.set(key[0] ?? '', [...(typoTargets.get(key[0] ?? '') ?? []), [key, meaning]]);
}

/** The meaning of the phrase or word at `at`, the longest phrase first; null when none is known. */
export function lookUp(tokens: readonly Token[], at: number): Found | null {
  for (let length = Math.min(longestPhrase, tokens.length - at); length >= 1; length--) {
    const span = tokens.slice(at, at + length);
    if (
      span.some(
        (token) =>
          token.used ||
          (token.kind !== 'word' && token.kind !== 'area' && token.word !== '€' && token.word !== '$'),
      )
    ) {
      continue;
    }
    const meaning = lexicon.get(span.map((token) => token.word).join(' '));
    if (meaning) return { at, length, meaning };
  }
  return null;
}

/** One word of five letters or more, one typo away from words that all mean the same; else null. */
export function lookUpTypo(token: Token): Meaning | null {
  if (token.kind !== 'word' || token.used || token.word.length < typoMinLength) return null;
  let found: Meaning | null = null;
  for (const [key, meaning] of typoTargets.get(token.word[0] ?? '') ?? []) {
    if (!oneTypoApart(token.word, key)) continue;
    if (found && JSON.stringify(found) !== JSON.stringify(meaning)) return null;
    found = meaning;
  }
  return found;
}
