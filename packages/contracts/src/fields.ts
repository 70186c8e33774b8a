import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { languages } from './languages.ts';

/** Field rules shared by every form and endpoint (bounds from docs/product/DECISIONS.md, "Numbers"). */
export const limits = {
  nameMin: 2,
  nameMax: 100,
  passwordMin: 8,
  passwordMax: 128,
  emailMax: 254,
  codeLength: 6,
} as const;

export { defaultLanguage, type Language, languages } from './languages.ts';

export const nameField = z.string().trim().min(limits.nameMin).max(limits.nameMax);
export const emailField = z.string().trim().toLowerCase().max(limits.emailMax).pipe(z.email());
export const passwordField = z.string().min(limits.passwordMin).max(limits.passwordMax);
export const codeField = z
  .string()
  .trim()
  .regex(/^\d{6}$/);

/** Bosnian numbers by default ("061 234 567"), any country with a + prefix; stored as E.164. */
export function normalizePhoneNumber(value: string): string | null {
  const parsed = parsePhoneNumberFromString(value, 'BA');
  return parsed?.isValid() ? parsed.number : null;
}

export const phoneNumberField = z
  .string()
  .trim()
  .min(1)
  .refine((value) => normalizePhoneNumber(value) !== null, { params: { key: 'PhoneNumberFormatInvalid' } })
  .transform((value) => normalizePhoneNumber(value) ?? value);

export const languageField = z.enum(languages);

/**
 * Lets an object-level check run although other fields failed, as long as the fields it reads
 * parsed. Zod skips an object's refinements once any field has an issue, so a form would name such
 * an error (a missing pin, a confirmation that differs) only after every other field is right; with
 * this it shows with the others on the first submit, in the api's answer and in the form alike.
 * The check then sees the other fields as they came: it must read only `fields`.
 */
export function whenParsed(...fields: string[]): z.core.$ZodSuperRefineParams {
  return {
    when: (payload) =>
      // Not an object at all (no body, null): there are no fields to read.
      typeof payload.value === 'object' &&
      payload.value !== null &&
      !Array.isArray(payload.value) &&
      !payload.issues.some((issue) => !issue.path?.length || fields.includes(String(issue.path[0]))),
  };
}

/**
 * Like `whenParsed`, but the check also runs when the fields failed only a rule on their value (a
 * password too short): they still are what the check compares. Only a field of the wrong type (or
 * a body that is not an object) holds it back. The confirmation rule uses it, so a short password
 * with a different confirmation reports both at once, not the confirmation after the length is fixed.
 */
export function whenTyped(...fields: string[]): z.core.$ZodSuperRefineParams {
  return {
    when: (payload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      !Array.isArray(payload.value) &&
      !payload.issues.some(
        (issue) =>
          !issue.path?.length || (fields.includes(String(issue.path[0])) && issue.code === 'invalid_type'),
      ),
  };
}

/** The "repeat the password" rule: reported on the confirmation field. */
export function confirmationMatches<T extends Record<string, unknown>>(
  passwordKey: keyof T & string,
  confirmationKey: keyof T & string,
) {
  return (value: T, ctx: z.core.$RefinementCtx<T>) => {
    if (value[passwordKey] !== value[confirmationKey]) {
      ctx.addIssue({
        code: 'custom',
        path: [confirmationKey],
        params: { key: 'PasswordConfirmationNotSame', extra: { other: passwordKey } },
      });
    }
  };
}
