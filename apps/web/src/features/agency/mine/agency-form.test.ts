import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { agency } from '../testing';
import { agencyFormSchema, agencyFormValues, emptyAgencyForm, inFormFields } from './agency-form';

describe('the agency form', () => {
  it('sends the shared schema’s shape: the name as `name`, an empty website as null', () => {
    const parsed = agencyFormSchema.parse({
      ...emptyAgencyForm,
      agencyName: ' Kuća ',
      address: 'Titova 1',
      location: { lat: 43.85, lng: 18.41 },
      phoneNumber: '061 111 222',
      email: 'INFO@kuca.ba',
      registerNumber: '12',
    });
    expect(parsed).toEqual({
      name: 'Kuća',
      description: '',
      address: 'Titova 1',
      location: { lat: 43.85, lng: 18.41 },
      phoneNumber: '+38761111222',
      email: 'info@kuca.ba',
      website: null,
      registerAuthority: 'fbih',
      registerNumber: '12',
    });
  });

  it('asks for the pin with the Location key and refuses a website that is not http(s)', () => {
    const result = agencyFormSchema.safeParse({ ...emptyAgencyForm, website: 'ftp://kuca.ba' });
    expect(result.success).toBe(false);
    const issues = result.error?.issues ?? [];
    expect(issues.find((issue) => issue.path[0] === 'location')?.code).toBe('custom');
    expect(issues.some((issue) => issue.path[0] === 'website')).toBe(true);
  });

  it('fills the edit form from the saved agency, and puts the api’s `name` errors on `agencyName`', () => {
    expect(agencyFormValues(agency({ website: null })).website).toBe('');
    expect(agencyFormValues(agency()).agencyName).toBe('Kuća Nekretnine');
    const error = inFormFields(
      new ApiError(400, 'ValidationErrors', [{ field: 'Name', error: 'MinLength', extra: { min: 2 } }]),
    ) as ApiError;
    expect(error.validationErrors[0]?.field).toBe('agencyName');
  });
});
