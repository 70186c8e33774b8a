import type { z } from 'zod';
import type { ValidationError, ValidationKey } from './errors.ts';

/**
 * Turns zod issues into the spec's ValidationErrors entries ({field, error, extra}).
 * Shared by the api (request bodies) and the web (forms), so both speak the same keys.
 * A custom issue names its key in `params.key` and its parameters in `params.extra`.
 */
export function toValidationErrors(issues: readonly z.core.$ZodIssue[], input: unknown): ValidationError[] {
  const seen = new Set<string>();
  const errors: ValidationError[] = [];
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (seen.has(field)) continue; // one error per field: the first rule that failed
    seen.add(field);
    errors.push({ field, ...describe(issue, valueAt(input, issue.path)) });
  }
  return errors;
}

function describe(
  issue: z.core.$ZodIssue,
  value: unknown,
): { error: ValidationKey; extra: ValidationError['extra'] } {
  if (isMissing(value) && issue.code !== 'custom') return { error: 'Required', extra: {} };
  switch (issue.code) {
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return { error: 'MinLength', extra: { min, count: length(value) } };
      if (issue.origin === 'array') return { error: 'MinLength', extra: { min, count: length(value) } };
      return issue.inclusive
        ? { error: 'GreaterThanOrEqual', extra: { min, value: Number(value) } }
        : { error: 'GreaterThan', extra: { min, value: Number(value) } };
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return { error: 'MaxLength', extra: { max, count: length(value) } };
      if (issue.origin === 'array') return { error: 'MaxLength', extra: { max, count: length(value) } };
      return issue.inclusive
        ? { error: 'LessThanOrEqual', extra: { max, value: Number(value) } }
        : { error: 'LessThan', extra: { max, value: Number(value) } };
    }
    case 'invalid_format':
      if (issue.format === 'email') return { error: 'NotValidEmailAddress', extra: {} };
      return { error: 'Regex', extra: {} };
    case 'custom': {
      const params = (issue.params ?? {}) as { key?: ValidationKey; extra?: ValidationError['extra'] };
      return { error: params.key ?? 'Invalid', extra: params.extra ?? {} };
    }
    default:
      return { error: 'Invalid', extra: {} };
  }
}

function isMissing(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function length(value: unknown): number {
  return typeof value === 'string' || Array.isArray(value) ? value.length : 0;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = input;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}
