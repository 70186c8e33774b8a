import type { Language, ValidationError } from '@krov/contracts';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiError } from '../api/api-error.ts';
import { useAppStore } from '../state/app-store.ts';
import { validationMessage } from './validation-message.ts';

/**
 * The form field a server entry belongs to (docs/product/SPEC.md §5): a dotted name uses its second segment
 * ('Address.City' → 'City'); the match against the form's names is case-insensitive.
 */
export function serverFieldKey(field: string): string {
  const segments = field.split('.');
  return segments.length > 1 ? (segments[1] ?? field) : field;
}

/**
 * Puts the api's ValidationErrors on the form's fields, focusing the first, with translated texts.
 * Returns the entries that match no field of the form, for the caller to show some other way.
 */
export function applyServerErrors<T extends FieldValues>(
  error: ApiError,
  setError: UseFormSetError<T>,
  fieldNames: readonly string[],
  language: Language = useAppStore.getState().language,
): ValidationError[] {
  const byLowerCase = new Map(fieldNames.map((name) => [name.toLowerCase(), name]));
  const unmapped: ValidationError[] = [];
  let first = true;
  for (const entry of error.validationErrors) {
    const name = byLowerCase.get(serverFieldKey(entry.field).toLowerCase());
    if (name === undefined) {
      unmapped.push(entry);
      continue;
    }
    const message = validationMessage(language, { ...entry, field: name });
    setError(name as Path<T>, { type: entry.error, message }, { shouldFocus: first });
    first = false;
  }
  return unmapped;
}
