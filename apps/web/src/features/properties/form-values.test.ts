import { type PropertyResponse, propertyInput } from '@krov/contracts';
import { describe, expect, it } from 'vitest';
import { emptyFormValues, formValuesOf, numberInputText, parseNumberInput } from './form-values';

describe('parseNumberInput', () => {
  it('reads empty as left out', () => {
    expect(parseNumberInput('', 'bs')).toBeNull();
    expect(parseNumberInput('   ', 'en')).toBeNull();
    expect(parseNumberInput(undefined, 'en')).toBeNull();
  });

  it('reads Bosnian numbers: dot groups thousands, comma marks decimals', () => {
    expect(parseNumberInput('150.000', 'bs')).toBe(150_000);
    expect(parseNumberInput('1.250.000', 'bs')).toBe(1_250_000);
    expect(parseNumberInput('1.250,50', 'bs')).toBe(1250.5);
    expect(parseNumberInput('62,5', 'bs')).toBe(62.5);
    expect(parseNumberInput('62.5', 'bs')).toBe(62.5);
    expect(parseNumberInput('150 000', 'bs')).toBe(150_000);
  });

  it('reads English numbers: comma groups thousands, point marks decimals', () => {
    expect(parseNumberInput('150,000', 'en')).toBe(150_000);
    expect(parseNumberInput('1,250.50', 'en')).toBe(1250.5);
    expect(parseNumberInput('62.5', 'en')).toBe(62.5);
    expect(parseNumberInput('62,5', 'en')).toBe(62.5);
    expect(parseNumberInput('1,250,000', 'en')).toBe(1_250_000);
  });

  it('keeps the sign of a floor below ground and refuses text', () => {
    expect(parseNumberInput('-1', 'bs')).toBe(-1);
    expect(parseNumberInput('abc', 'bs')).toBeNaN();
    expect(parseNumberInput('1,2,3', 'bs')).toBeNaN();
    expect(parseNumberInput('-', 'en')).toBeNaN();
  });

  it('writes a number back the way the language does', () => {
    expect(numberInputText(62.5, 'bs')).toBe('62,5');
    expect(numberInputText(62.5, 'en')).toBe('62.5');
    expect(numberInputText(null, 'bs')).toBe('');
  });
});

describe('form values', () => {
  it('leaves a new listing’s required fields empty, so the form names all of them at once', () => {
    const result = propertyInput.safeParse(emptyFormValues());
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.')) ?? [];
    expect(paths).toEqual(
      expect.arrayContaining(['listingType', 'propertyType', 'size', 'address', 'location']),
    );
  });

  it('round-trips a saved listing through the schema', () => {
    const listing = {
      listingType: 'sell',
      propertyType: 'apartment',
      size: 62.5,
      bedrooms: 2,
      bathrooms: 1,
      features: ['balcony', 'elevator'],
      constructionYear: 1985,
      garden: null,
      parkings: 1,
      floor: 3,
      totalFloors: 8,
      price: 185_000,
      hidePrice: false,
      description: 'Svijetao stan.',
      address: 'Zmaja od Bosne 12',
      location: { lat: 43.8563, lng: 18.4131 },
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      tourUrl: null,
    } as const;
    const values = formValuesOf(listing as unknown as PropertyResponse);
    // No tour: the field is blank, which the schema reads as none.
    expect(values.tourUrl).toBe('');
    expect(propertyInput.parse(values)).toEqual(listing);
  });
});
