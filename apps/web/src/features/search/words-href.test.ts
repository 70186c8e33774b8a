import { describe, expect, it } from 'vitest';
import { emptySearchState } from './url-state';
import { readAnything, wordsHref } from './words-href';

const form = { listingType: 'sell' as const, state: emptySearchState };

describe('a typed sentence opens the search its filters make (issue 31)', () => {
  it('the place is the path, the rest the search’s own parameters', () => {
    const answer = {
      filters: {
        place: 'dobrinja',
        priceMax: 200_000,
        bedroomsMin: 2,
        propertyType: ['apartment' as const],
        features: ['balcony' as const],
      },
      unparsed: '',
    };
    expect(wordsHref(answer, form)).toBe('/buy/dobrinja?cijena=-200000&sobe=2&vrsta=stan&oprema=balkon');
  });

  it('a floor plan or a video asked for in words becomes its filter (issue 31)', () => {
    const answer = {
      filters: {
        propertyType: ['apartment' as const],
        withFloorPlan: true as const,
        withVideo: true as const,
      },
      unparsed: '',
    };
    expect(wordsHref(answer, form)).toBe('/buy?vrsta=stan&tlocrt=da&video=da');
  });

  it('the sentence’s deal wins over the form’s; lists come in the contracts’ order', () => {
    const answer = {
      filters: { listingType: 'rent' as const, propertyType: ['apartment' as const, 'house' as const] },
      unparsed: '',
    };
    expect(wordsHref(answer, form)).toBe('/rent?vrsta=kuca,stan');
  });

  it('keeps what the form says that the sentence does not, and replaces a range the sentence says', () => {
    const state = {
      ...emptySearchState,
      priceMin: 50_000,
      propertyTypes: ['house' as const],
      features: ['elevator' as const],
    };
    const answer = { filters: { priceMax: 150_000, features: ['balcony' as const] }, unparsed: '' };
    expect(wordsHref(answer, { listingType: 'rent', state })).toBe(
      '/rent?cijena=-150000&vrsta=kuca&oprema=balkon,lift',
    );
  });

  it('words not understood ride along to be shown, never as a filter', () => {
    const answer = { filters: { propertyType: ['house' as const] }, unparsed: 'hitno blizu škole' };
    expect(wordsHref(answer, form)).toBe('/buy?vrsta=kuca&neprepoznato=hitno+blizu+%C5%A1kole');
    expect(readAnything(answer)).toBe(true);
    expect(readAnything({ filters: {}, unparsed: 'xyz' })).toBe(false);
  });
});
