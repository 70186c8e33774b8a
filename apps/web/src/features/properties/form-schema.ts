import { locationSchema, propertyInput } from '@krov/contracts';

/**
 * The listing form's schema: the contracts' propertyInput, with the pin also checked on the field
 * itself. Zod runs an object's refinements only once every field parsed, so propertyInput names a
 * missing pin (Location) only after the other fields are right; here it shows with the others on
 * the first submit (SPEC §5: Location is a required client rule). The api's answer is unchanged.
 */
export const propertyFormSchema = propertyInput.safeExtend({
  location: locationSchema.nullish().superRefine((location, ctx) => {
    if (!location) ctx.addIssue({ code: 'custom', params: { key: 'Location' } });
  }),
});
