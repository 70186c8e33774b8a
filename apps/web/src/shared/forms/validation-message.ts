import type { Language, ValidationError } from '@krov/contracts';
import type { MessageParams } from '@krov/messages/locales';
import { catalogueKeys, catalogueText } from '@/i18n/client-catalogue.ts';

/**
 * The text of a field error (docs/product/SPEC.md §5): `validation.<error>` filled with its extra parameters, and
 * `{field}` with the field's translated label. `field` is a form field name; of a dotted path
 * ('address.city') the label of the last segment is used. An unknown key reads as Invalid.
 */
export function validationMessage(language: Language, { field, error, extra }: ValidationError): string {
  const params: MessageParams = {};
  // As strings: the texts show the numbers as the api sent them ("5000"), not regrouped.
  for (const [name, value] of Object.entries(extra ?? {})) params[name] = String(value);
  params.field = inSentence(fieldLabel(language, field));
  // PasswordConfirmationNotSame names the other field: "Must match the password field."
  if (typeof extra?.other === 'string') params.other = inSentence(fieldLabel(language, extra.other));
  return (
    catalogueText(language, `validation.${error}`, params) ??
    catalogueText(language, 'validation.Invalid', params) ??
    error
  );
}

/** `fields.<name>` matched case-insensitively ('PhoneNumber' finds phoneNumber), else the name itself. */
export function fieldLabel(language: Language, field: string): string {
  const name = field.split('.').at(-1) ?? field;
  const key = catalogueKeys(language, 'fields').find((k) => k.toLowerCase() === name.toLowerCase());
  return (key && catalogueText(language, `fields.${key}`)) || name;
}

/**
 * A field's label inside a sentence: "Field full name is required", not "Field Full name…" (the
 * labels are written for the top of a field). A label that starts with an abbreviation keeps it.
 */
export function inSentence(label: string): string {
  const [first = '', second = ''] = label;
  if (second !== second.toLowerCase()) return label;
  return `${first.toLowerCase()}${label.slice(1)}`;
}
