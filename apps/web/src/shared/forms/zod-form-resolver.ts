import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { Language } from '@krov/contracts';
import { toValidationErrors } from '@krov/contracts';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { validationMessage } from './validation-message.ts';

/**
 * react-hook-form validation with a contracts schema, speaking the spec's keys (docs/product/SPEC.md §5): the
 * issues go through the same toValidationErrors as on the api (Required, NotValidEmailAddress,
 * MinLength with the minimum, MaxLength with the maximum, …), then are translated. Rebuild it
 * when the language changes: `useForm({ resolver: zodFormResolver(loginRequest, language) })`.
 */
export function zodFormResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  language: Language,
): Resolver<Input, unknown, Output> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    const flat: FieldErrors = {};
    for (const entry of toValidationErrors(result.error.issues, values)) {
      // An issue of the whole object (no path) belongs to the form, which react-hook-form calls root.
      flat[entry.field || 'root'] = { type: entry.error, message: validationMessage(language, entry) };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}
