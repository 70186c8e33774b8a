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
 * How deep a request's JSON may nest. The deepest request of the contracts is a few levels (a
 * listing's location, a saved search's filters); a body nested deeper is no request of ours, and
 * one nested thousands of levels deep must be refused before anything walks it recursively
 * (it overflowed the stack: 500; issue 27, 27).
 */
export const maxRequestDepth = 32;

/** Whether `input` nests arrays and objects more than `maxDepth` levels deep, found without recursion. */
export function nestedDeeperThan(input: unknown, maxDepth: number = maxRequestDepth): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value: input, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, depth } = next;
    if (value === null || typeof value !== 'object') continue;
    if (depth >= maxDepth) return true;
    for (const item of Array.isArray(value) ? value : Object.values(value)) {
      pending.push({ value: item, depth: depth + 1 });
    }
  }
  return false;
}

/** Stands on the walk for a key that cannot be stored: reported by its path, its value not visited. */
const unstorableKey = Symbol('unstorable key');

/** A value met on the walk, with the way back to the root for the field's name. */
interface Visit {
  value: unknown;
  key: string | null;
  parent: Visit | null;
}

function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at?.key != null; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * One rule for every string of every request (docs/decisions/120-storable-text.md): the fields of
 * `input` (a body, a query, path parameters) holding a text that cannot be stored, as the spec's
 * ValidationErrors (`Regex`: not in the allowed form), wherever they are nested, in the order they
 * stand. A key that is not storable is reported by its own path too. Checked before each
 * endpoint's schema, so the answer names the field even when other fields are wrong as well.
 * Walked with a list rather than recursion, so no nesting can overflow the stack.
 */
export function unstorableTextErrors(input: unknown): ValidationError[] {
  const errors: ValidationError[] = [];
  const pending: Visit[] = [{ value: input, key: null, parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { value } = visit;
    if (value === unstorableKey) {
      errors.push({ field: pathOf(visit), error: 'Regex', extra: {} });
      continue;
    }
    if (typeof value === 'string') {
      if (!isStorableText(value)) errors.push({ field: pathOf(visit), error: 'Regex', extra: {} });
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    const entries = Array.isArray(value)
      ? value.map((item, index): [string, unknown] => [String(index), item])
      : Object.entries(value);
    // Pushed last to first, so the first field is taken first: errors in the order fields stand.
    for (const [key, item] of entries.reverse()) {
      pending.push({ value: isStorableText(key) ? item : unstorableKey, key, parent: visit });
    }
  }
  return errors;
}
