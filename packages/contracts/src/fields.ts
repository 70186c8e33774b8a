import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { languages } from './languages.ts';

/** Field rules shared by every form and endpoint (bounds from DECISIONS.md, "Numbers"). */
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
