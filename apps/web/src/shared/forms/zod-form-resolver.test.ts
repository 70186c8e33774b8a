// @vitest-environment happy-dom
import { loginRequest, registerRequest } from '@krov/contracts';
import { bs } from '@krov/messages';
import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerClientCatalogues } from '@/i18n/testing';
import { inSentence } from './validation-message.ts';
import { zodFormResolver } from './zod-form-resolver.ts';

// The texts <CatalogueBridge> registers in the browser.
registerClientCatalogues();

const valid = {
  name: 'Amra Hodžić',
  email: 'Amra@Example.ba',
  phoneNumber: '061 123 456',
  password: 'dobra-lozinka',
  passwordConfirmation: 'dobra-lozinka',
};

async function validate(
  schema: z.ZodType<unknown, Record<string, unknown>>,
  values: Record<string, unknown>,
  language: 'bs' | 'en' = 'en',
) {
  const resolver = zodFormResolver(schema, language);
  return resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
}

describe('zodFormResolver with the spec’s global keys', () => {
  it('Required, with the field label', async () => {
    const { errors } = await validate(registerRequest, { ...valid, name: '   ' });
    expect(errors.name).toMatchObject({ type: 'Required', message: 'Field full name is required' });
  });

  it('NotValidEmailAddress', async () => {
    const { errors } = await validate(registerRequest, { ...valid, email: 'amra@' });
    expect(errors.email).toMatchObject({
      type: 'NotValidEmailAddress',
      message: 'The email address is not valid',
    });
  });

  it('MinLength with the minimum', async () => {
    const { errors } = await validate(registerRequest, {
      ...valid,
      password: 'kratka',
      passwordConfirmation: 'kratka',
    });
    expect(errors.password).toMatchObject({
      type: 'MinLength',
      message: 'Enter at least 8 characters (you entered 6).',
    });
  });

  it('a too-short password and a differing confirmation at once', async () => {
    const { errors } = await validate(registerRequest, {
      ...valid,
      password: 'kratka',
      passwordConfirmation: 'drugacija',
    });
    expect(errors.password).toMatchObject({ type: 'MinLength' });
    expect(errors.passwordConfirmation).toMatchObject({ type: 'PasswordConfirmationNotSame' });
  });

  it('MaxLength with the maximum', async () => {
    const { errors } = await validate(registerRequest, { ...valid, name: 'a'.repeat(101) });
    expect(errors.name).toMatchObject({
      type: 'MaxLength',
      message: 'Enter at most 100 characters (you entered 101).',
    });
  });

  it('the contracts’ own keys too, in Bosnian', async () => {
    const { errors } = await validate(
      registerRequest,
      { ...valid, phoneNumber: '12', passwordConfirmation: 'x' },
      'bs',
    );
    expect(errors.phoneNumber).toMatchObject({
      type: 'PhoneNumberFormatInvalid',
      message: bs.validation.PhoneNumberFormatInvalid,
    });
    expect(errors.passwordConfirmation).toMatchObject({
      type: 'PasswordConfirmationNotSame',
      message: bs.validation.PasswordConfirmationNotSame.replace('{other}', inSentence(bs.fields.password)),
    });
  });

  it('hands the parsed values to submit when valid', async () => {
    const result = await validate(registerRequest, valid);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ email: 'amra@example.ba', phoneNumber: '+38761123456' });
  });

  it('nests the error of a nested field as react-hook-form expects', async () => {
    const schema = z.object({ address: z.object({ city: z.string().min(2) }) });
    const { errors } = await validate(schema, { address: { city: 'x' } });
    expect(errors).toMatchObject({ address: { city: { type: 'MinLength' } } });
  });

  it('works inside useForm', async () => {
    const { result } = renderHook(() => {
      const form = useForm({
        resolver: zodFormResolver(loginRequest, 'en'),
        defaultValues: { emailOrPhoneNumber: '', password: '' },
      });
      return { trigger: form.trigger, errors: form.formState.errors }; // read in render: subscribed
    });
    let valid = true;
    await act(async () => {
      valid = await result.current.trigger();
    });
    expect(valid).toBe(false);
    expect(result.current.errors.emailOrPhoneNumber?.message).toBe('Field email or phone number is required');
    expect(result.current.errors.password?.message).toBe('Field password is required');
  });
});
