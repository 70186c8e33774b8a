import type { ValidationError } from './errors.ts';

/**
 * Whether a text can be stored and sent back as it was typed: no NUL character (PostgreSQL's text
 * refuses it) and no lone UTF-16 surrogate (it has no UTF-8 form, so it would be changed or
 * refused on the way). Every other character is allowed; what the text means is each field's rule.
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !loneSurrogate.test(text);
}

/** A high surrogate not followed by a low one, or a low one not after a high one. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * One rule for every string of every request (docs/decisions/120-storable-text.md): the fields of
 * `input` (a body, a query, path parameters) holding a text that cannot be stored, as the spec's
 * ValidationErrors (`Regex`: not in the allowed form), wherever they are nested. A key that is not
 * storable is reported by its own path too. Checked before each endpoint's schema, so the answer
 * names the field even when other fields are wrong as well.
 */
export function unstorableTextErrors(input: unknown): ValidationError[] {
  const errors: ValidationError[] = [];
  const visit = (value: unknown, path: readonly string[]) => {
    if (typeof value === 'string') {
      if (!isStorableText(value)) errors.push({ field: path.join('.'), error: 'Regex', extra: {} });
      return;
    }
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) visit(item, [...path, String(index)]);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key)) errors.push({ field: [...path, key].join('.'), error: 'Regex', extra: {} });
      else visit(item, [...path, key]);
    }
  };
  visit(input, []);
  return errors;
}
