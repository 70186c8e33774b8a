import { describe, expect, it } from 'vitest';
import { createPlaces } from '../../apps/api/src/modules/places/places.service.ts';
import { type GeneratedListing, marketListings } from './listings.ts';
import { marketOwners } from './owners.ts';

const now = new Date('2026-11-23T12:00:00Z');
const dayMs = 24 * 3600 * 1000;
const places = createPlaces();
const owners = marketOwners(7, 300, now);
const ownerIds = owners.map((owner) => owner.id);

function take(count: number, seed: number): GeneratedListing[] {
  const out: GeneratedListing[] = [];
  for (const listing of marketListings({ seed, ownerIds, now, places })) {
    out.push(listing);
    if (out.length === count) break;
  }
  return out;
}

const sample = take(20_000, 7);
const share = (rows: GeneratedListing[], test: (row: GeneratedListing) => boolean) =>
  rows.filter(test).length / rows.length;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const inPlaces = (slugs: string[]) => sample.filter((row) => slugs.includes(row.municipalitySlug));
const sarajevoCity = ['centar-sarajevo', 'stari-grad-sarajevo', 'novo-sarajevo', 'novi-grad-sarajevo'];
/** Municipalities of under 15 000 residents in the data (a sample of small towns). */
const smallTowns = [
  'kladanj',
  'glamoc',
  'olovo',
  'rudo',
  'sekovici',
  'han-pijesak',
  'ljubinje',
  'jablanica',
  'gacko',
];

describe('the market generator', () => {
  it('is deterministic: the same seed gives the same listings, another seed others', () => {
    expect(take(500, 7)).toEqual(sample.slice(0, 500));
    const other = take(500, 8);
    expect(other.map((row) => row.id)).not.toEqual(sample.slice(0, 500).map((row) => row.id));
    expect(marketOwners(7, 300, now)).toEqual(owners);
  });

  it('derives every place from the pin exactly as the api does', () => {
    for (const row of sample.slice(0, 3000)) {
      const place = places.locate({ lat: row.lat, lng: row.lng });
      expect([
        row.entitySlug,
        row.cantonSlug,
        row.citySlug,
        row.municipalitySlug,
        row.neighbourhoodSlug,
      ]).toEqual([
        place?.entity?.slug ?? null,
        place?.canton?.slug ?? null,
        place?.city?.slug ?? null,
        place?.municipality.slug,
        place?.neighbourhood?.slug ?? null,
      ]);
    }
  });

  it('puts listings where people are: the big cities far above small towns', () => {
    const count = (slug: string) => sample.filter((row) => row.municipalitySlug === slug).length;
    expect(share(sample, (row) => row.cantonSlug === 'kanton-sarajevo')).toBeGreaterThan(0.2);
    for (const city of ['banja-luka', 'tuzla', 'zenica', 'mostar', 'bijeljina']) {
      expect(count(city)).toBeGreaterThan(10 * count('kladanj'));
    }
    expect(new Set(sample.map((row) => row.municipalitySlug)).size).toBeGreaterThan(120);
    // Some listings get a neighbourhood (the big cities have them), most elsewhere do not.
    expect(share(inPlaces(sarajevoCity), (row) => row.neighbourhoodSlug !== null)).toBeGreaterThan(0.5);
  });

  it('sells about 70 % and lets about 30 %; flats dominate cities, houses and land the small towns', () => {
    expect(share(sample, (row) => row.listingType === 'sell')).toBeGreaterThan(0.64);
    expect(share(sample, (row) => row.listingType === 'sell')).toBeLessThan(0.76);
    expect(share(inPlaces(sarajevoCity), (row) => row.propertyType === 'apartment')).toBeGreaterThan(0.6);
    const small = inPlaces(smallTowns);
    expect(small.length).toBeGreaterThan(50);
    expect(
      share(small, (row) => row.propertyType === 'house' || row.propertyType === 'land'),
    ).toBeGreaterThan(0.5);
  });

  it('prices by type and place: a flat in Centar Sarajevo costs far more per m² than in a small town; rents are monthly', () => {
    const perM2 = (rows: GeneratedListing[]) =>
      median(
        rows
          .filter((row) => row.propertyType === 'apartment' && row.listingType === 'sell')
          .map((row) => row.price / row.size),
      );
    const centar = perM2(inPlaces(['centar-sarajevo']));
    expect(centar).toBeGreaterThan(3500);
    expect(centar).toBeLessThan(6000);
    expect(centar).toBeGreaterThan(2.5 * perM2(inPlaces(smallTowns)));
    const rents = sample.filter((row) => row.propertyType === 'apartment' && row.listingType === 'rent');
    expect(median(rents.map((row) => row.price))).toBeGreaterThan(250);
    expect(median(rents.map((row) => row.price))).toBeLessThan(1500);
    const land = sample.filter((row) => row.propertyType === 'land' && row.listingType === 'sell');
    expect(median(land.map((row) => row.price / row.size))).toBeLessThan(centar / 20);
  });

  it('keeps rooms consistent with size and types with their details', () => {
    for (const row of sample) {
      expect(row.size).toBeGreaterThan(0);
      expect(row.price).toBeGreaterThan(0);
      if (row.propertyType === 'land') {
        expect([row.bedrooms, row.bathrooms, row.floor, row.features.length]).toEqual([null, null, null, 0]);
        continue;
      }
      expect(row.bathrooms).toBeGreaterThanOrEqual(1);
      if (row.propertyType === 'office') expect(row.bedrooms).toBeNull();
      else expect(row.bedrooms as number).toBeLessThanOrEqual(Math.max(1, row.size / 14));
      if (row.floor !== null) expect(row.floor).toBeLessThanOrEqual(row.totalFloors as number);
    }
    const flats = sample.filter((row) => row.propertyType === 'apartment');
    expect(median(flats.filter((row) => row.size > 90).map((row) => row.bedrooms as number))).toBeGreaterThan(
      median(flats.filter((row) => row.size < 45).map((row) => row.bedrooms as number)),
    );
  });

  it('hides some prices, and mixes statuses: mostly listed, some expired, hidden, unpaid, sold', () => {
    expect(share(sample, (row) => row.hidePrice)).toBeGreaterThan(0.03);
    expect(share(sample, (row) => row.hidePrice)).toBeLessThan(0.1);
    expect(share(sample, (row) => row.status === 'listed')).toBeGreaterThan(0.75);
    for (const status of ['expired', 'hidden', 'unpaid'] as const) {
      expect(share(sample, (row) => row.status === status)).toBeGreaterThan(0.02);
    }
    expect(sample.some((row) => row.soldAt && row.soldWhileListed)).toBe(true);
    expect(sample.some((row) => row.soldAt && !row.soldWhileListed)).toBe(true);
  });

  it('dates: published in the last 60 days; listed ones valid now, expired ones not', () => {
    for (const row of sample) {
      if (row.status === 'unpaid') {
        expect(row.publishedAt).toBeNull();
        continue;
      }
      const publishedAt = row.publishedAt as Date;
      expect(now.getTime() - publishedAt.getTime()).toBeLessThanOrEqual(60 * dayMs);
      expect(publishedAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(publishedAt.getTime());
      if (row.status === 'listed') expect((row.validUntil as Date).getTime()).toBeGreaterThan(now.getTime());
      if (row.status === 'expired') expect((row.validUntil as Date).getTime()).toBeLessThan(now.getTime());
    }
  });

  it('counts photos: none for some, up to the limit of 30, about nine on average', () => {
    expect(share(sample, (row) => row.photoCount === 0)).toBeGreaterThan(0.03);
    expect(Math.max(...sample.map((row) => row.photoCount))).toBeLessThanOrEqual(30);
    const mean = sample.reduce((sum, row) => sum + row.photoCount, 0) / sample.length;
    expect(mean).toBeGreaterThan(6);
    expect(mean).toBeLessThan(12);
  });

  it('gives owners unique ids, e-mails and phone numbers; busy owners hold most listings', () => {
    for (const key of ['id', 'email', 'phoneNumber'] as const) {
      expect(new Set(owners.map((owner) => owner[key])).size).toBe(owners.length);
    }
    const busy = new Set(ownerIds.slice(0, 15));
    expect(share(sample, (row) => busy.has(row.ownerId))).toBeGreaterThan(0.5);
  });
});
