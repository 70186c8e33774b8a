import { describe, expect, it } from 'vitest';
import type { ListingSummary } from './notification-request.ts';
import { confirmedLine } from './notification-texts.ts';

/** Issue 29: "Provjereno dostupno prije N dana" in a notification's listing, in either language. */
const at = new Date('2026-11-28T12:00:00Z');
const day = 24 * 3600 * 1000;
const listing = (confirmedAt: string | null): ListingSummary => ({
  id: 'l1',
  listingType: 'sell',
  propertyType: 'apartment',
  price: 100_000,
  size: 50,
  bedrooms: 2,
  place: 'Centar',
  address: 'Titova 5',
  imageUrl: null,
  confirmedAt,
});
const ago = (days: number, extra = 0) => listing(new Date(at.getTime() - days * day - extra).toISOString());

describe('how long ago a listing was confirmed available', () => {
  it('in Bosnian with its plural forms, and today within the first day', () => {
    expect(confirmedLine('bs', ago(0, 23 * 3600 * 1000), at)).toBe('Provjereno dostupno danas');
    expect(confirmedLine('bs', ago(1), at)).toBe('Provjereno dostupno prije 1 dan');
    expect(confirmedLine('bs', ago(3), at)).toBe('Provjereno dostupno prije 3 dana');
    expect(confirmedLine('bs', ago(5), at)).toBe('Provjereno dostupno prije 5 dana');
    expect(confirmedLine('bs', ago(21), at)).toBe('Provjereno dostupno prije 21 dan');
  });

  it('in English, and nothing for a listing without a confirmation (or stored before it)', () => {
    expect(confirmedLine('en', ago(1), at)).toBe('Confirmed available 1 day ago');
    expect(confirmedLine('en', ago(6), at)).toBe('Confirmed available 6 days ago');
    expect(confirmedLine('en', listing(null), at)).toBeNull();
    const { confirmedAt: _, ...before } = listing(null);
    expect(confirmedLine('en', before, at)).toBeNull();
  });
});
