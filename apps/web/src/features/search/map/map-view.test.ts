import { describe, expect, it } from 'vitest';
import { apiZoom, bboxParam, leafletBounds, pinLabel, roundedBbox, sameBbox } from './map-view';

describe('roundedBbox', () => {
  it('rounds outward to three decimals, so the box still holds the whole view', () => {
    expect(roundedBbox({ west: 18.41234, south: 43.85111, east: 18.43999, north: 43.86001 })).toEqual([
      18.412, 43.851, 18.44, 43.861,
    ]);
  });

  it('leaves values already on the grid as they are, without float noise', () => {
    expect(roundedBbox({ west: 18.4, south: 43.856, east: 18.5, north: 43.9 })).toEqual([
      18.4, 43.856, 18.5, 43.9,
    ]);
  });

  it('rounds negative coordinates outward too', () => {
    expect(roundedBbox({ west: -0.12345, south: -1.0001, east: 0.0001, north: 0 })).toEqual([
      -0.124, -1.001, 0.001, 0,
    ]);
  });

  it('keeps a map zoomed out past the world inside its coordinates', () => {
    expect(roundedBbox({ west: -250.5, south: -95, east: 310.2, north: 91 })).toEqual([-180, -90, 180, 90]);
  });
});

describe('pinLabel', () => {
  it('writes the price in KM the way each language groups it', () => {
    expect(pinLabel(185000, 'bs', 'na upit')).toBe('185.000 KM');
    expect(pinLabel(185000, 'en', 'on request')).toBe('185,000 KM');
    expect(pinLabel(650, 'bs', 'na upit')).toBe('650 KM');
    expect(pinLabel(1250.5, 'bs', 'na upit')).toBe('1.250,50 KM');
  });

  it('says "on request" when the api gives no price (hidden or not given)', () => {
    expect(pinLabel(null, 'bs', 'na upit')).toBe('na upit');
    expect(pinLabel(null, 'en', 'on request')).toBe('on request');
  });

  it('keeps a price of zero a price', () => {
    expect(pinLabel(0, 'bs', 'na upit')).toBe('0 KM');
  });
});

describe('the api and Leaflet forms of a box', () => {
  it('joins the box as west,south,east,north', () => {
    expect(bboxParam([18.3, 43.8, 18.5, 43.9])).toBe('18.3,43.8,18.5,43.9');
  });

  it('turns it into Leaflet south-west and north-east corners', () => {
    expect(leafletBounds([18.3, 43.8, 18.5, 43.9])).toEqual([
      [43.8, 18.3],
      [43.9, 18.5],
    ]);
  });

  it('compares boxes by value', () => {
    expect(sameBbox([1, 2, 3, 4], [1, 2, 3, 4])).toBe(true);
    expect(sameBbox([1, 2, 3, 4], [1, 2, 3, 4.001])).toBe(false);
    expect(sameBbox(null, [1, 2, 3, 4])).toBe(false);
  });

  it('gives the api a whole zoom between 0 and 20', () => {
    expect(apiZoom(12.6)).toBe(13);
    expect(apiZoom(-1)).toBe(0);
    expect(apiZoom(23)).toBe(20);
  });
});
