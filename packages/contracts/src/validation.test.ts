import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerRequest, resetPasswordRequest, updateMeRequest } from './accounts.ts';
import { normalizePhoneNumber } from './fields.ts';
import { propertyInput } from './listings.ts';
import { toValidationErrors } from './validation.ts';

function errorsOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return toValidationErrors(result.error.issues, input);
}

describe('toValidationErrors', () => {
  it('maps numeric bounds to GreaterThanOrEqual and LessThanOrEqual with the value', () => {
    const schema = z.object({ size: z.number().min(1).max(100_000) });
    expect(errorsOf(schema, { size: 0 })).toEqual([
      { field: 'size', error: 'GreaterThanOrEqual', extra: { min: 1, value: 0 } },
    ]);
    expect(errorsOf(schema, { size: 100_001 })).toEqual([
      { field: 'size', error: 'LessThanOrEqual', extra: { max: 100_000, value: 100_001 } },
    ]);
  });

  it('treats a blank string as missing (Required), not as too short', () => {
    expect(errorsOf(z.object({ name: z.string().trim().min(2) }), { name: '   ' })).toEqual([
      { field: 'name', error: 'Required', extra: {} },
    ]);
  });

  it('joins nested paths with dots and reports one error per field', () => {
    const schema = z.object({ address: z.object({ city: z.string().min(2).max(3) }) });
    expect(errorsOf(schema, { address: { city: 'x' } })).toEqual([
      { field: 'address.city', error: 'MinLength', extra: { min: 2, count: 1 } },
    ]);
  });

  it('reports a custom key with its extra parameters', () => {
    const errors = errorsOf(registerRequest, {
      name: 'Ana',
      email: 'ana@example.ba',
      phoneNumber: '061 123 456',
      password: 'dobra-lozinka',
      passwordConfirmation: 'druga-lozinka',
    });
    expect(errors).toEqual([
      { field: 'passwordConfirmation', error: 'PasswordConfirmationNotSame', extra: { other: 'password' } },
    ]);
  });

  it('needs the current password for a new one', () => {
    const errors = errorsOf(updateMeRequest, {
      newPassword: 'nova-lozinka',
      newPasswordConfirmation: 'nova-lozinka',
    });
    expect(errors).toEqual([{ field: 'currentPassword', error: 'Required', extra: {} }]);
  });
});

describe('object-level checks report with the field errors, not after them', () => {
  const fieldsOf = (errors: { field: string; error: string }[]) =>
    errors.map((each) => `${each.field}:${each.error}`);

  it('answers a body that is not an object with one error, without running the checks', () => {
    for (const schema of [propertyInput, registerRequest, updateMeRequest]) {
      for (const input of [undefined, null, [], 'text']) {
        const result = schema.safeParse(input);
        expect(result.success, JSON.stringify(input)).toBe(false);
        expect(result.error?.issues.map((issue) => issue.code)).toEqual(['invalid_type']);
      }
    }
  });

  it('names a missing pin together with the other missing fields of a listing', () => {
    expect(fieldsOf(errorsOf(propertyInput, { description: 'x' }))).toEqual(
      expect.arrayContaining([
        'listingType:Required',
        'size:Required',
        'address:Required',
        'location:Location',
      ]),
    );
  });

  it('names a floor above the total floors while another field is wrong, but not for a floor that failed itself', () => {
    const listing = {
      listingType: 'sell',
      propertyType: 'apartment',
      address: 'Titova 1',
      location: { lat: 43.85, lng: 18.41 },
    };
    expect(fieldsOf(errorsOf(propertyInput, { ...listing, floor: 5, totalFloors: 3 }))).toEqual([
      'size:Required',
      'floor:LessThanOrEqual',
    ]);
    expect(fieldsOf(errorsOf(propertyInput, { ...listing, size: 50, floor: 500, totalFloors: 3 }))).toEqual([
      'floor:Between',
    ]);
  });

  it('names a differing password confirmation while the e-mail is missing', () => {
    const errors = errorsOf(registerRequest, {
      name: 'Ana',
      email: 'nije-adresa',
      phoneNumber: '061 123 456',
      password: 'dobra-lozinka',
      passwordConfirmation: 'druga-lozinka',
    });
    expect(fieldsOf(errors)).toEqual([
      'email:NotValidEmailAddress',
      'passwordConfirmation:PasswordConfirmationNotSame',
    ]);
  });

  it('names a differing confirmation beside a password that is too short, not after it is fixed', () => {
    const registration = { name: 'Ana', email: 'ana@example.ba', phoneNumber: '061 123 456' };
    expect(
      fieldsOf(errorsOf(registerRequest, { ...registration, password: 'kratka', passwordConfirmation: 'x' })),
    ).toEqual(['password:MinLength', 'passwordConfirmation:PasswordConfirmationNotSame']);
    expect(
      fieldsOf(
        errorsOf(registerRequest, { ...registration, password: 'kratka', passwordConfirmation: 'kratka' }),
      ),
    ).toEqual(['password:MinLength']);
    // A password of the wrong type has nothing to compare.
    expect(
      fieldsOf(errorsOf(registerRequest, { ...registration, password: 12345678, passwordConfirmation: 'x' })),
    ).toEqual(['password:Invalid']);
    expect(
      fieldsOf(
        errorsOf(resetPasswordRequest, {
          email: 'ana@example.ba',
          code: '123456',
          password: 'kratka',
          passwordConfirmation: 'x',
        }),
      ),
    ).toEqual(['password:MinLength', 'passwordConfirmation:PasswordConfirmationNotSame']);
    expect(
      fieldsOf(
        errorsOf(updateMeRequest, {
          currentPassword: 'stara-lozinka',
          newPassword: 'nova',
          newPasswordConfirmation: 'x',
        }),
      ),
    ).toEqual(['newPassword:MinLength', 'newPasswordConfirmation:PasswordConfirmationNotSame']);
  });

  it('names a missing current password while another field is refused', () => {
    const errors = errorsOf(updateMeRequest, {
      name: '',
      newPassword: 'nova-lozinka',
      newPasswordConfirmation: 'nova-lozinka',
    });
    expect(fieldsOf(errors)).toEqual(['name:Required', 'currentPassword:Required']);
  });
});

describe('normalizePhoneNumber', () => {
  it('reads Bosnian numbers in local and international form', () => {
    expect(normalizePhoneNumber('061 123 456')).toBe('+38761123456');
    expect(normalizePhoneNumber('+387 65 123 456')).toBe('+38765123456');
    expect(normalizePhoneNumber('00387 62 123 456')).toBe('+38762123456');
  });

  it('refuses what is not a phone number', () => {
    expect(normalizePhoneNumber('12')).toBeNull();
    expect(normalizePhoneNumber('telefon')).toBeNull();
  });
});
