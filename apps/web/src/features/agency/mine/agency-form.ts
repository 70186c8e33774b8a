import { agencyInput, locationSchema, type MyAgencyResponse } from '@krov/contracts';
import { z } from 'zod';
import { ApiError, isApiError } from '@/shared/api/api-error';

/**
 * The agency form's schema: the shared agencyInput (the api validates the same), with two form
 * shapes: the name is the field `agencyName` (its label, "Agency name", names it in validation
 * messages; `name` would read "Full name") and the website a text, empty for none. A missing pin
 * reads "Location on the map is required." as on the listing form.
 */
export const agencyFormSchema = agencyInput
  .omit({ name: true, website: true, location: true })
  .extend({
    agencyName: agencyInput.shape.name,
    website: z
      .string()
      .trim()
      .transform((text) => text || null)
      .pipe(agencyInput.shape.website.unwrap()),
    location: locationSchema
      .nullish()
      .refine((value) => value != null, { params: { key: 'Location' } })
      .pipe(locationSchema),
  })
  .transform(({ agencyName, ...rest }): z.output<typeof agencyInput> => ({ name: agencyName, ...rest }));

export type AgencyFormValues = z.input<typeof agencyFormSchema>;

type Agency = NonNullable<MyAgencyResponse>;

export const emptyAgencyForm: AgencyFormValues = {
  agencyName: '',
  description: '',
  address: '',
  location: null,
  phoneNumber: '',
  email: '',
  website: '',
  registerAuthority: 'fbih',
  registerNumber: '',
};

/** The saved agency in the form's shape (the edit form). */
export function agencyFormValues(agency: Agency): AgencyFormValues {
  return {
    agencyName: agency.name,
    description: agency.description,
    address: agency.address,
    location: agency.location,
    phoneNumber: agency.phoneNumber,
    email: agency.email,
    website: agency.website ?? '',
    registerAuthority: agency.registerAuthority,
    registerNumber: agency.registerNumber,
  };
}

/** The api's field errors under the form's names: its `name` is the form's `agencyName`. */
export function inFormFields(error: unknown): unknown {
  if (!isApiError(error) || error.validationErrors.length === 0) return error;
  return new ApiError(
    error.status,
    error.key,
    error.validationErrors.map((entry) =>
      entry.field.toLowerCase() === 'name' ? { ...entry, field: 'agencyName' } : entry,
    ),
  );
}
