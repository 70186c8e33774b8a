import type { Language, PropertyInput, PropertyResponse } from '@krov/contracts';

/** The form's values: what propertyInput reads (numbers already parsed from the text inputs). */
export type PropertyFormValues = PropertyInput;

/** A new listing's form: nothing chosen, no pin. */
export function emptyFormValues(): PropertyFormValues {
  return {
    listingType: undefined as unknown as PropertyFormValues['listingType'],
    propertyType: undefined as unknown as PropertyFormValues['propertyType'],
    size: undefined as unknown as number,
    bedrooms: null,
    bathrooms: null,
    floor: null,
    totalFloors: null,
    constructionYear: null,
    garden: null,
    parkings: null,
    price: null,
    hidePrice: false,
    description: '',
    address: '',
    features: [],
    location: null,
    videoUrl: '',
    tourUrl: '',
  };
}

/** A saved listing's values, for its edit form. */
export function formValuesOf(listing: PropertyResponse): PropertyFormValues {
  return {
    listingType: listing.listingType,
    propertyType: listing.propertyType,
    size: listing.size,
    bedrooms: listing.bedrooms,
    bathrooms: listing.bathrooms,
    floor: listing.floor,
    totalFloors: listing.totalFloors,
    constructionYear: listing.constructionYear,
    garden: listing.garden,
    parkings: listing.parkings,
    price: listing.price,
    hidePrice: listing.hidePrice,
    description: listing.description,
    address: listing.address,
    features: [...listing.features],
    location: { lat: listing.location.lat, lng: listing.location.lng },
    videoUrl: listing.videoUrl ?? '',
    tourUrl: listing.tourUrl ?? '',
  };
}

/**
 * A number typed into a text field, read the way its language writes numbers: empty is null (the
 * field left out), anything unreadable is NaN (the schema then reports it). Bosnian groups with a
 * dot and uses a comma for decimals ("150.000", "62,5"), English the other way round; a
 * separator followed by exactly three digits counts as grouping, so "62.5" is 62.5 in both and
 * "150.000" is a hundred and fifty thousand in Bosnian. Spaces (also as grouping) are ignored.
 */
export function parseNumberInput(input: unknown, language: Language): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? input : Number.NaN;
  if (input === null || input === undefined) return null;
  const text = String(input).replace(/[\s\u00a0\u202f]/g, '');
  if (text === '') return null;
  if (!/^[+-]?[\d.,]+$/.test(text) || !/\d/.test(text)) return Number.NaN;
  const group = language === 'bs' ? '.' : ',';
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  let decimal: '.' | ',' | null = null;
  if (lastDot >= 0 && lastComma >= 0) {
    decimal = lastDot > lastComma ? '.' : ',';
  } else if (lastDot >= 0 || lastComma >= 0) {
    const separator = lastDot >= 0 ? '.' : ',';
    const groupsOfThree = new RegExp(`^[+-]?\\d{1,3}(\\${separator}\\d{3})+$`).test(text);
    decimal = separator === group && groupsOfThree ? null : separator;
  }
  const cut = decimal ? text.lastIndexOf(decimal) : text.length;
  const integerPart = text.slice(0, cut);
  const fractionPart = decimal ? text.slice(cut + 1) : '';
  // The whole part is plain digits, or digits in groups of three split by the other separator.
  const grouping = decimal === null ? group : decimal === '.' ? ',' : '.';
  const wellGrouped = new RegExp(`^[+-]?(\\d+|\\d{1,3}(\\${grouping}\\d{3})+)$`).test(integerPart);
  if (!wellGrouped || !/^\d*$/.test(fractionPart)) return Number.NaN;
  const digits = integerPart.replace(/[.,]/g, '');
  const value = Number(fractionPart ? `${digits}.${fractionPart}` : digits);
  return Number.isFinite(value) ? value : Number.NaN;
}

/** A number as its text field shows it (decimals with the language's separator, no grouping). */
export function numberInputText(value: number | null | undefined, language: Language): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  const text = String(value);
  return language === 'bs' ? text.replace('.', ',') : text;
}
