import { bs } from '@krov/messages';
import { describe, expect, it, vi } from 'vitest';
import { registerClientCatalogues } from '@/i18n/testing';
import { ApiError } from '../api/api-error.ts';
import { applyServerErrors, serverFieldKey } from './server-errors.ts';
import { fieldLabel, inSentence, validationMessage } from './validation-message.ts';

// The texts <CatalogueBridge> registers in the browser.
registerClientCatalogues();

function validationFailure(validationErrors: ApiError['validationErrors']): ApiError {
  return new ApiError(400, 'ValidationErrors', validationErrors);
}

describe('serverFieldKey', () => {
  it('uses the second segment of a dotted name', () => {
    expect(serverFieldKey('Address.City')).toBe('City');
    expect(serverFieldKey('request.email')).toBe('email');
    expect(serverFieldKey('Command.Address.City')).toBe('Address');
    expect(serverFieldKey('Email')).toBe('Email');
  });
});

describe('applyServerErrors', () => {
  it('matches field names case-insensitively', () => {
    const setError = vi.fn();
    const unmapped = applyServerErrors(
      validationFailure([{ field: 'Email', error: 'EmailInUse', extra: {} }]),
      setError,
      ['name', 'email', 'password'],
      'en',
    );
    expect(unmapped).toEqual([]);
    expect(setError).toHaveBeenCalledExactlyOnceWith(
      'email',
      { type: 'EmailInUse', message: 'This email address is already in use.' },
      { shouldFocus: true },
    );
  });

  it('maps a dotted name by its second segment: Address.City → city', () => {
    const setError = vi.fn();
    applyServerErrors(
      validationFailure([{ field: 'Address.City', error: 'Required', extra: {} }]),
      setError,
      ['street', 'city'],
      'en',
    );
    expect(setError).toHaveBeenCalledExactlyOnceWith(
      'city',
      { type: 'Required', message: 'Field city is required' },
      { shouldFocus: true },
    );
  });

  it('fills the message with the translated field label and the extra parameters, in the given language', () => {
    const setError = vi.fn();
    applyServerErrors(
      validationFailure([
        { field: 'PhoneNumber', error: 'Required', extra: {} },
        { field: 'user.Password', error: 'MinLength', extra: { min: 8, count: 3 } },
      ]),
      setError,
      ['phoneNumber', 'password'],
      'en',
    );
    expect(setError.mock.calls).toEqual([
      ['phoneNumber', { type: 'Required', message: 'Field phone number is required' }, { shouldFocus: true }],
      [
        'password',
        { type: 'MinLength', message: 'Enter at least 8 characters (you entered 3).' },
        { shouldFocus: false },
      ],
    ]);
    setError.mockClear();
    applyServerErrors(
      validationFailure([{ field: 'phoneNumber', error: 'Required', extra: {} }]),
      setError,
      ['phoneNumber'],
      'bs',
    );
    expect(setError.mock.calls[0]?.[1]).toEqual({
      type: 'Required',
      message: bs.validation.Required.replace('{field}', inSentence(bs.fields.phoneNumber)),
    });
  });

  it('returns what matches no field, and sets nothing for it', () => {
    const setError = vi.fn();
    const orphan = { field: 'Photos.0', error: 'Invalid' as const, extra: {} };
    expect(
      applyServerErrors(
        validationFailure([orphan, { field: 'name', error: 'Required', extra: {} }]),
        setError,
        ['name'],
        'en',
      ),
    ).toEqual([orphan]);
    expect(setError).toHaveBeenCalledOnce();
  });

  it('does nothing for an error without field errors', () => {
    const setError = vi.fn();
    expect(applyServerErrors(new ApiError(404, 'NotFound'), setError, ['name'], 'en')).toEqual([]);
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('validationMessage', () => {
  it('names the other field of a confirmation by its label', () => {
    expect(
      validationMessage('en', {
        field: 'passwordConfirmation',
        error: 'PasswordConfirmationNotSame',
        extra: { other: 'password' },
      }),
    ).toBe('Must match the password field.');
  });

  it('reads an unknown key as Invalid', () => {
    expect(validationMessage('en', { field: 'name', error: 'Brand new' as never, extra: {} })).toBe(
      'The value is not valid.',
    );
  });

  it('falls back to the field name when there is no label, and uses the last segment of a form path', () => {
    expect(fieldLabel('en', 'floorHeating')).toBe('floorHeating');
    expect(fieldLabel('en', 'contact.EMAIL')).toBe('Email');
    expect(fieldLabel('bs', 'email')).toBe(bs.fields.email);
  });
});
