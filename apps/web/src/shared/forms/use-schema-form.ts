import type { Language } from '@krov/contracts/languages';
import { useMemo } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { useLanguage } from '@/i18n/use-language';
import { type ApiErrorKey, isApiError } from '@/shared/api/api-error';
import { errorText } from '@/shared/api/error-notice';
import { applyServerErrors } from './server-errors';
import { zodFormResolver } from './zod-form-resolver';

interface SchemaFormOptions<Input extends FieldValues> {
  defaultValues?: DefaultValues<Input>;
  /** Fields that leave the page also leave the values (a field shown on demand). */
  shouldUnregister?: boolean;
}

/**
 * A react-hook-form form validated by a contracts schema, with the spec's message keys in the
 * page's language (docs/product/SPEC.md §5). Validation runs on submit, then again on every change of a field
 * that failed; the first failing field gets the focus.
 */
export function useSchemaForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  options: SchemaFormOptions<Input> = {},
): UseFormReturn<Input, unknown, Output> {
  const language = useLanguage();
  const resolver = useMemo(() => zodFormResolver(schema, language), [schema, language]);
  return useForm<Input, unknown, Output>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...(options.defaultValues ? { defaultValues: options.defaultValues } : {}),
    ...(options.shouldUnregister ? { shouldUnregister: true } : {}),
  });
}

/**
 * A failed call's field errors (ValidationErrors) onto the form's fields, the first focused. The
 * api client has already toasted the failure's text. Returns whether any field got an error.
 */
export function showServerErrors<Input extends FieldValues>(
  error: unknown,
  form: UseFormReturn<Input, unknown, unknown>,
  language: Language,
): boolean {
  if (!isApiError(error) || error.validationErrors.length === 0) return false;
  const names = Object.keys(form.getValues());
  const unmapped = applyServerErrors(error, form.setError, names, language);
  return unmapped.length < error.validationErrors.length;
}

/**
 * A failure the api answers as a message key but that belongs to one field (e.g.
 * PhoneNumberAlreadyInUse on the phone number): its text goes on that field too, focused.
 */
export function showKeyOnField<Input extends FieldValues>(
  error: unknown,
  form: UseFormReturn<Input, unknown, unknown>,
  keys: Partial<Record<ApiErrorKey, Path<Input>>>,
  language: Language,
): boolean {
  if (!isApiError(error)) return false;
  const field = keys[error.key];
  if (!field) return false;
  form.setError(field, { type: error.key, message: errorText(language, error.key) }, { shouldFocus: true });
  return true;
}
