import { describe, expect, it } from 'vitest';
import { createPlaces } from '../../places/places.service.ts';
import { numberOf } from './items.ts';
import { createSearchParser } from './search-parse.service.ts';
import { leftover, oneTypoApart, tokenize } from './tokens.ts';

const parser = createSearchParser({ places: createPlaces() });
const parse = (q: string) => parser.parse(q, 'bs');

describe('tokens and folding', () => {
  it('folds case, diacritics, "dj" and Serbian Cyrillic to the same words', () => {
    const words = (q: string) => tokenize(q).map((token) => token.word);
    expect(words('Kuća NAMJEŠTENA Nedžarići Đurđevik')).toEqual([
      'kuca',
      'namjestena',
      'nedzarici',
      'durdevik',
    ]);
    expect(words('кућа намјештена Неџарићи Ђурђевик')).toEqual([
      'kuca',
      'namjestena',
      'nedzarici',
      'durdevik',
    ]);
    expect(words('Бањој Луци љубав њива')).toEqual(['banjoj', 'luci', 'ljubav', 'njiva']);
  });

  it('keeps numbers with their separators and m² glued or apart', () => {
    const kinds = (q: string) => tokenize(q).map((token) => `${token.kind}:${token.word}`);
    expect(kinds('60m2 1.250.000 150 000 м²')).toEqual([
      'number:60',
      'area:m2',
      'number:1.250.000',
      'number:150000',
      'area:m2',
    ]);
    expect(kinds('100-150k €')).toEqual(['number:100', 'symbol:-', 'number:150', 'word:k', 'symbol:€']);
  });

  it('answers the words left as typed, glued pieces together, symbols never', () => {
    const tokens = tokenize('Grbavica, 500m2 - 1,5m!');
    expect(leftover(tokens)).toBe('Grbavica 500m2 1,5m');
  });

  it('one typo: a letter changed, added, dropped or two swapped, never the first', () => {
    expect(oneTypoApart('sarjevo', 'sarajevo')).toBe(true);
    expect(oneTypoApart('tuzal', 'tuzla')).toBe(true);
    expect(oneTypoApart('balkin', 'balkon')).toBe(true);
    expect(oneTypoApart('xalkon', 'balkon')).toBe(false);
    expect(oneTypoApart('blkn', 'balkon')).toBe(false);
  });
});

describe('numbers and money', () => {
  it('reads thousands separators and decimals', () => {
    expect(numberOf('200.000')).toBe(200_000);
    expect(numberOf('200,000')).toBe(200_000);
    expect(numberOf('1.250.000')).toBe(1_250_000);
    expect(numberOf('200.000,50')).toBe(200_000.5);
    expect(numberOf('1,5')).toBe(1.5);
    expect(numberOf('1.5')).toBe(1.5);
    expect(numberOf('1.2.3')).toBeNull();
  });

  it('multiplies by k, hiljada, tisuća, miliona', () => {
    expect(parse('do 150k').filters).toEqual({ priceMax: 150_000 });
    expect(parse('do 150 hiljada').filters).toEqual({ priceMax: 150_000 });
    expect(parse('do 150 tisuća').filters).toEqual({ priceMax: 150_000 });
    expect(parse('do 1,5 miliona').filters).toEqual({ priceMax: 1_500_000 });
  });

  it('converts euros at the fixed rate and leaves other currencies unparsed', () => {
    expect(parse('do 10.000 €').filters).toEqual({ priceMax: 19_558 });
    expect(parse('do 10.000 $')).toEqual({ filters: {}, unparsed: 'do 10.000' });
  });

  it('tells price from size by the unit, and by magnitude when bare', () => {
    expect(parse('od 50 do 70 m²').filters).toEqual({ sizeMin: 50, sizeMax: 70 });
    expect(parse('od 50 do 70')).toEqual({ filters: {}, unparsed: 'od 50 do 70' });
    expect(parse('od 50.000 do 70.000').filters).toEqual({ priceMin: 50_000, priceMax: 70_000 });
    expect(parse('najam od 300 do 500').filters).toEqual({
      listingType: 'rent',
      priceMin: 300,
      priceMax: 500,
    });
    expect(parse('60 m2 do 150k').filters).toEqual({ sizeMin: 60, priceMax: 150_000 });
  });

  it('refuses a range the wrong way round or above the limits', () => {
    expect(parse('od 200k do 100k').filters).toEqual({});
    expect(parse('do 500 miliona').filters).toEqual({});
  });
});

describe('rooms', () => {
  it('a flat of N rooms has N − 1 bedrooms at least', () => {
    expect(parse('jednosoban').filters).toEqual({});
    expect(parse('dvosoban').filters).toEqual({ bedroomsMin: 1 });
    expect(parse('trosoban').filters).toEqual({ bedroomsMin: 2 });
    expect(parse('četverosoban').filters).toEqual({ bedroomsMin: 3 });
    expect(parse('cetvorosobni').filters).toEqual({ bedroomsMin: 3 });
    expect(parse('3-sobni').filters).toEqual({ bedroomsMin: 2 });
    expect(parse('3 sobe').filters).toEqual({ bedroomsMin: 2 });
  });

  it('bedrooms said as such are taken as they are', () => {
    expect(parse('2 spavaće sobe').filters).toEqual({ bedroomsMin: 2 });
    expect(parse('dvije spavace sobe').filters).toEqual({ bedroomsMin: 2 });
    expect(parse('two-bedroom').filters).toEqual({ bedroomsMin: 2 });
    expect(parse('3 bedrooms').filters).toEqual({ bedroomsMin: 3 });
  });

  it('a garsonjera is a flat with no bedroom asked for', () => {
    expect(parse('garsonjera')).toEqual({ filters: { propertyType: ['apartment'] }, unparsed: '' });
  });
});

describe('places in their case forms', () => {
  it.each([
    ['u Sarajevu', 'sarajevo'],
    ['na Dobrinji', 'dobrinja'],
    ['u Banjoj Luci', 'banja-luka'],
    ['Banjaluka', 'banja-luka'],
    ['iz Mostara', 'mostar'],
    ['u Mostaru', 'mostar'],
    ['u Tuzli', 'tuzla'],
    ['na Nedžarićima', 'nedzarici'],
    ['u Kaknju', 'kakanj'],
    ['u Gradišci', 'gradiska'],
    ['u Srebreniku', 'srebrenik'],
    ['u Srebrenici', 'srebrenica'],
    ['u Novom Sarajevu', 'novo-sarajevo'],
    ['na Alipašinom Polju', 'alipasino-polje'],
    ['na Grbavici', 'grbavica'],
    ['cengic vila', undefined], // Čengić Vila I and II: never one of them guessed
    ['kuća u Gorinji', 'gorinja'], // a village, written with its capital
    ['kuća u gorinji', undefined], // not without: 5 600 village names hold everyday words
  ])('%s → %s', (q, slug) => {
    expect(parse(q).filters.place).toBe(slug);
  });

  it('the longest name first: Istočno Sarajevo is not Sarajevo', () => {
    expect(parse('Istočno Sarajevo').filters).toEqual({ place: 'istocno-sarajevo' });
    expect(parse('Istocni Mostar').filters).toEqual({ place: 'istocni-mostar' });
  });

  it('a municipality before a village of a like name, a town quarter before villages', () => {
    expect(parse('stan u Gradišci').filters.place).toBe('gradiska'); // not the village Gradišće
    expect(parse('stan na Dobrinji').filters.place).toBe('dobrinja'); // not Dobrinja of Modriča
  });

  it('only the curated names are read with a typo, never an OSM name', () => {
    // "podrumom" is one letter from Podhum (Mostar): a cellar, not a place.
    expect(parse('stan sa podrumom').filters).toEqual({ propertyType: ['apartment'] });
    expect(parse('stan na Dobrnji').filters.place).toBe('dobrinja');
  });

  it('an everyday word is a place only with a capital', () => {
    expect(parse('kuća na jezeru')).toEqual({ filters: { propertyType: ['house'] }, unparsed: 'jezeru' });
    expect(parse('kuća Jezero').filters).toEqual({ propertyType: ['house'], place: 'jezero' });
  });

  it('an unknown place stays unparsed, never guessed', () => {
    expect(parse('stan Atlantida')).toEqual({
      filters: { propertyType: ['apartment'] },
      unparsed: 'Atlantida',
    });
  });

  it('Cyrillic names find the same places', () => {
    expect(parse('у Бањој Луци').filters).toEqual({ place: 'banja-luka' });
    expect(parse('Требиње').filters).toEqual({ place: 'trebinje' });
  });
});

describe('types, deal and features', () => {
  it('reads every language', () => {
    expect(parse('kuća za najam').filters).toEqual({ propertyType: ['house'], listingType: 'rent' });
    expect(parse('house for sale').filters).toEqual({ propertyType: ['house'], listingType: 'sell' });
    expect(parse('пословни простор').filters).toEqual({ propertyType: ['office'] });
  });

  it('only the features the search has; a negated one stays unparsed', () => {
    expect(parse('balkon lift garaža bašta namješten bazen potkrovlje').filters).toEqual({
      features: ['balcony', 'elevator', 'garage', 'garden', 'furnished', 'swimming_pool', 'attic'],
    });
    expect(parse('bez lifta')).toEqual({ filters: {}, unparsed: 'bez lifta' });
    expect(parse('terasa parking')).toEqual({ filters: {}, unparsed: 'terasa parking' });
  });
});
