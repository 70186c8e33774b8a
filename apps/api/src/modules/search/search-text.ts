/**
 * The free text as a tsquery string: every word must match, each as a prefix (a visitor still typing
 * "sarajev" finds "Sarajevo"). Only letters and digits survive, so the string is always valid tsquery
 * syntax; SQL then folds it (krov_fold) and stems it like the indexed text (migration 0005).
 * Null when nothing searchable is left (the filter then restricts nothing).
 */
export function textQuery(q: string): string | null {
  const words = q
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .slice(0, maxWords);
  if (words.length === 0) return null;
  return words.map((word) => `${word}:*`).join(' & ');
}

/** More words than any address and place name need; a long paste costs no more than this. */
const maxWords = 12;
