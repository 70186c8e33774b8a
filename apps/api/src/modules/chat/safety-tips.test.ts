import { describe, expect, it } from 'vitest';
import { safetyTipsOf } from './safety-tips.ts';

describe('safety tips of a message', () => {
  it.each([
    ['Pozovite me na 061 234 567', ['phone']],
    ['moj broj je +387 61 234-567', ['phone']],
    ['tel: 033/123-456', ['phone']],
    ['Javite se na 0038761234567', ['phone']],
    ['Više slika na www.example.com', ['link']],
    ['pogledajte https://imgur.com/abc', ['link']],
    ['slike su na mojstan.ba/oglas', ['link']],
    ['Pišite mi na WhatsApp', ['offPlatform']],
    ['imam viber', ['offPlatform']],
    ['Uplatite kaparu od 500 KM prije razgledanja', ['money']],
    ['please send the money by Western Union first', ['money']],
    ['Pošaljite novac pa vam šaljem ključeve', ['money']],
    ['Potreban je avans', ['money']],
    ['WhatsApp +387 61 234 567, uplata unaprijed', ['phone', 'offPlatform', 'money']],
  ])('%s', (text, tips) => {
    expect(safetyTipsOf(text)).toEqual(tips);
  });

  it.each([
    'Dobar dan, da li je stan još dostupan?',
    'Stan ima 65 m² i 2 sobe, cijena 180.000 KM',
    'Može li razgledanje u subotu u 10:30?',
    'Oglas je na krov.ba/p/123',
    'Godina izgradnje 2015, sprat 3 od 5',
    'Is the flat still available? When can I see it?',
  ])('no tip for an ordinary message: %s', (text) => {
    expect(safetyTipsOf(text)).toEqual([]);
  });

  it('nothing for a message of photos only', () => {
    expect(safetyTipsOf(null)).toEqual([]);
  });
});
