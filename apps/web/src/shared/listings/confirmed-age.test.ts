import { describe, expect, it } from 'vitest';
import { confirmedAgeText } from './confirmed-age';

const now = new Date('2026-11-28T10:00:00.000Z');

describe('how long ago a listing was confirmed available', () => {
  it('says nothing for a listing never confirmed', () => {
    expect(confirmedAgeText(null, now, 'bs')).toBeNull();
    expect(confirmedAgeText(undefined, now, 'bs')).toBeNull();
  });

  it('is today on the same day in Sarajevo, yesterday from the next midnight there', () => {
    expect(confirmedAgeText('2026-11-28T06:00:00.000Z', now, 'bs')?.key).toBe('today');
    // 23:30 UTC on the 27th is already the 28th in Sarajevo (UTC+1).
    expect(confirmedAgeText('2026-11-27T23:30:00.000Z', now, 'bs')?.key).toBe('today');
    expect(confirmedAgeText('2026-11-27T22:30:00.000Z', now, 'bs')?.key).toBe('yesterday');
  });

  it('counts days with the Bosnian plural forms', () => {
    const at = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
    expect(confirmedAgeText(at(2), now, 'bs')).toEqual({ key: 'days.few', values: { count: 2 } });
    expect(confirmedAgeText(at(5), now, 'bs')).toEqual({ key: 'days.other', values: { count: 5 } });
    expect(confirmedAgeText(at(21), now, 'bs')).toEqual({ key: 'days.one', values: { count: 21 } });
    expect(confirmedAgeText(at(21), now, 'en')).toEqual({ key: 'days.other', values: { count: 21 } });
  });

  it('never says "in N days" when the server clock is a little ahead', () => {
    expect(confirmedAgeText('2026-11-28T10:05:00.000Z', now, 'bs')?.key).toBe('today');
  });
});
