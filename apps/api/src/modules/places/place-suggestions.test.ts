import { describe, expect, it } from 'vitest';
import { createPlaceMatcher, rankMatches } from './place-suggestions.ts';
import { createPlaces } from './places.service.ts';

/**
 * The suggestions' order over the whole gazetteer, 6 000 OSM settlements included (issue 31,
 * decisions 254 and 258): the places people mean first, villages after the towns they are like.
 * GET /api/places (place-search.test.ts) answers in this order, with its listings counted.
 */
const places = createPlaces();
const matcher = createPlaceMatcher(places.all());
const noListings = () => 0;
const ranked = (q: string, listings: (slug: string) => number = noListings) =>
  rankMatches(matcher.match(q), listings).map(({ place }) => place);
const slugs = (q: string, count: number) =>
  ranked(q)
    .slice(0, count)
    .map((place) => place.slug);

describe('place suggestions over every settlement', () => {
  it.each([
    ['grbavica', 'grbavica'],
    ['cengic vila', 'cengic-vila-i'],
    ['marijin dvor', 'marijin-dvor'],
    ['bascarsija', 'bascarsija'],
    ['borik', 'borik'],
    // A town one typo away before a village that the text starts.
    ['mostr', 'mostar'],
    ['dobri', 'dobrinja'],
    // Case forms, with or without a preposition and diacritics (issue 31 point 1).
    ['Banjoj Luci', 'banja-luka'],
    ['u banjaluci', 'banja-luka'],
    ['u Sarajevu', 'sarajevo'],
    ['na Grbavici', 'grbavica'],
    ['iz Mostara', 'mostar'],
    ['u Tuzli', 'tuzla'],
    ['na Čengić Vili', 'cengic-vila-i'],
    ['u Kaknju', 'kakanj'],
  ])('"%s" finds %s first', (q, first) => {
    expect(slugs(q, 1)).toEqual([first]);
  });

  it('puts the villages of a name after its town quarters, each told apart by its municipality', () => {
    const named = ranked('dobrinja')
      .slice(0, 6)
      .map((place) => [place.name, places.name(place.parent ?? '')]);
    expect(named).toEqual([
      ['Dobrinja', 'Novi Grad Sarajevo'],
      ['Dobrinja C5', 'Novi Grad Sarajevo'],
      ['Dobrinja', 'Jablanica'],
      ['Dobrinja', 'Modriča'],
      ['Dobrinje', 'Visoko'],
      ['Dobrnja', 'Banja Luka'],
    ]);
  });

  it('takes the whole name first among towns and quarters: every "Luka", then what "luka" starts', () => {
    expect(slugs('luka', 5)).toEqual(['luka', 'luka-busovaca', 'luka-celic', 'luka-gorazde', 'lukavac']);
  });

  it('reads a case form only from four letters, and a preposition only before a name', () => {
    expect(slugs('u', 3)).not.toContain('sarajevo');
    expect(ranked('na').length).toBeGreaterThan(0);
    expect(slugs('luci', 30)).toContain('luka');
    expect(slugs('sarajevu', 1)).toEqual(['sarajevo']);
  });

  it('remembers a text’s matches however it was typed; the ranking is made again each time', () => {
    expect(matcher.match('MOSTR')).toBe(matcher.match('mostr'));
    expect(matcher.match('mostr ')).toBe(matcher.match('mostr'));
  });

  it('keeps a village after the towns even when it has listings; among villages, listings count', () => {
    const busy = (slug: string) => (slug === 'donje-mostre' ? 40 : 0);
    expect(slugs('mostr', 1)).toEqual(['mostar']);
    const mostr = ranked('mostr', busy);
    expect(mostr[0]?.slug).toBe('mostar');
    const villages = mostr.filter((place) => place.village).map((place) => place.slug);
    expect(villages[0]).toBe('donje-mostre');
    expect(mostr.findIndex((place) => place.village)).toBeGreaterThan(
      mostr.findIndex((place) => place.slug === 'mostar'),
    );
  });
});
