import { type AgencyBillingResponse, agencyBillingInput } from '@krov/contracts';
import { z } from 'zod';

/**
 * The billing details' form: the shared agencyBillingInput (the api validates the same), with the
 * PDV number as a text, empty for an agency not registered for VAT (the api's null).
 */
export const billingFormSchema = agencyBillingInput.extend({
  vatNumber: z
    .string()
    .trim()
    .transform((text) => text || null)
    .pipe(agencyBillingInput.shape.vatNumber.unwrap()),
});

export type BillingFormValues = z.input<typeof billingFormSchema>;

/** The saved details in the form's shape; empty fields while there are none. */
export function billingFormValues(billing: AgencyBillingResponse): BillingFormValues {
  return {
    legalName: billing?.legalName ?? '',
    address: billing?.address ?? '',
    jib: billing?.jib ?? '',
    vatNumber: billing?.vatNumber ?? '',
  };
}
