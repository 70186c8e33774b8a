import { describe, expect, it } from 'vitest';
import { type QualityFacts, qualityOf } from './listing-quality.ts';

const now = new Date('2026-11-28T12:00:00Z');
const day = 24 * 3600 * 1000;
const complete: QualityFacts = {
  photoCount: 8,
  pinAtStreetLevel: true,
  propertyType: 'apartment',
  size: 64,
  bedrooms: 2,
  bathrooms: 1,
  description: 'x'.repeat(300),
  confirmedAt: new Date(now.getTime() - 2 * day),
  now,
};
const fixOf = (facts: Partial<QualityFacts>) =>
  Object.fromEntries(qualityOf({ ...complete, ...facts }).fixes.map((fix) => [fix.key, fix.points]));

/** The quality score's table (decision 223): 90 points earnable now, scaled to 100. */
describe('qualityOf', () => {
  it('a complete listing scores 100 with nothing to fix', () => {
    expect(qualityOf(complete)).toEqual({ score: 100, fixes: [] });
  });

  it('an empty one scores 0 and lists every fix, the biggest first', () => {
    const empty = qualityOf({
      ...complete,
      photoCount: 0,
      pinAtStreetLevel: false,
      bedrooms: null,
      description: '  ',
      confirmedAt: null,
    });
    expect(empty.score).toBe(0);
    expect(empty.fixes).toEqual([
      { key: 'photos', points: 33 },
      { key: 'street_pin', points: 17 },
      { key: 'size_rooms', points: 17 },
      { key: 'description', points: 17 },
      { key: 'confirmation', points: 17 },
    ]);
  });

  it('photos count one by one up to eight', () => {
    expect(fixOf({ photoCount: 3 })).toEqual({ photos: 21 });
    expect(fixOf({ photoCount: 7 })).toEqual({ photos: 4 });
    expect(fixOf({ photoCount: 12 })).toEqual({});
    expect(qualityOf({ ...complete, photoCount: 4 }).score).toBe(83);
  });

  it('a description earns half from 100 characters and all at 300, spaces aside', () => {
    expect(fixOf({ description: 'x'.repeat(99) })).toEqual({ description: 17 });
    expect(fixOf({ description: `  ${'x'.repeat(100)}  ` })).toEqual({ description: 8 });
    expect(fixOf({ description: 'x'.repeat(299) })).toEqual({ description: 8 });
  });

  it('rooms matter for flats and houses, not for land and offices', () => {
    expect(fixOf({ bathrooms: null })).toEqual({ size_rooms: 17 });
    expect(fixOf({ propertyType: 'land', bedrooms: null, bathrooms: null })).toEqual({});
    expect(fixOf({ propertyType: 'office', size: 0 })).toEqual({ size_rooms: 17 });
  });

  it('a confirmation counts for seven days, not a moment longer', () => {
    expect(fixOf({ confirmedAt: new Date(now.getTime() - 7 * day + 1) })).toEqual({});
    expect(fixOf({ confirmedAt: new Date(now.getTime() - 7 * day) })).toEqual({ confirmation: 17 });
  });

  it('a pin left on a place’s point is a fix of its own', () => {
    expect(fixOf({ pinAtStreetLevel: false })).toEqual({ street_pin: 17 });
  });
});
