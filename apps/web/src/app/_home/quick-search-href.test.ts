import { describe, expect, it } from 'vitest';
import { quickSearchHref } from './quick-search-href';

describe('the quick search opens the search page', () => {
  it('under the chosen place, with the type in the search’s own words', () => {
    expect(quickSearchHref({ listingType: 'sell', place: 'nedzarici', propertyType: 'apartment' })).toBe(
      '/buy/nedzarici?vrsta=stan',
    );
    expect(quickSearchHref({ listingType: 'rent', place: 'banja-luka', propertyType: null })).toBe(
      '/rent/banja-luka',
    );
  });

  it('over the whole country without a place', () => {
    expect(quickSearchHref({ listingType: 'rent', place: null, propertyType: 'house' })).toBe(
      '/rent?vrsta=kuca',
    );
    expect(quickSearchHref({ listingType: 'sell', place: null, propertyType: null })).toBe('/buy');
  });
});
