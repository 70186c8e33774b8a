import { describe, expect, it } from 'vitest';
import { parseListingId } from './listing-id';

const id = '3f2c1b0a-9d8e-4f7a-8b6c-5d4e3f2a1b0c';

describe('parseListingId', () => {
  it('takes the id from a listing address, a path or the id itself', () => {
    expect(parseListingId(`https://krov.ba/p/${id}`)).toBe(id);
    expect(parseListingId(`  http://localhost:3000/en/p/${id}?photo=2#map `)).toBe(id);
    expect(parseListingId(`/p/${id}/`)).toBe(id);
    expect(parseListingId(id.toUpperCase())).toBe(id);
  });

  it('is null when there is no listing id', () => {
    expect(parseListingId('')).toBeNull();
    expect(parseListingId('https://krov.ba/search')).toBeNull();
    expect(parseListingId('https://krov.ba/p/123')).toBeNull();
    expect(parseListingId(`${id}x`)).toBeNull();
  });
});
