import { describe, expect, it } from 'vitest';
import { digestCutoff, digestDay } from './digest-time.ts';

describe('the daily digest time: 08:00 in Sarajevo', () => {
  it('in winter (CET, UTC+1) is 07:00 UTC', () => {
    expect(digestCutoff(new Date('2026-01-15T07:00:00Z')).toISOString()).toBe('2026-01-15T07:00:00.000Z');
    expect(digestCutoff(new Date('2026-01-15T06:59:59Z')).toISOString()).toBe('2026-01-14T07:00:00.000Z');
  });

  it('in summer (CEST, UTC+2) is 06:00 UTC', () => {
    expect(digestCutoff(new Date('2026-07-01T06:00:00Z')).toISOString()).toBe('2026-07-01T06:00:00.000Z');
    expect(digestCutoff(new Date('2026-07-01T05:59:00Z')).toISOString()).toBe('2026-06-30T06:00:00.000Z');
  });

  it('across the change of time: the night the clocks go forward and back', () => {
    // 29 March 2026: 02:00 CET → 03:00 CEST; the day's 08:00 is 06:00 UTC, the day before's 07:00.
    expect(digestCutoff(new Date('2026-03-29T05:30:00Z')).toISOString()).toBe('2026-03-28T07:00:00.000Z');
    expect(digestCutoff(new Date('2026-03-29T06:00:00Z')).toISOString()).toBe('2026-03-29T06:00:00.000Z');
    // 25 October 2026: 03:00 CEST → 02:00 CET.
    expect(digestCutoff(new Date('2026-10-25T06:30:00Z')).toISOString()).toBe('2026-10-24T06:00:00.000Z');
    expect(digestCutoff(new Date('2026-10-25T07:00:00Z')).toISOString()).toBe('2026-10-25T07:00:00.000Z');
  });

  it('any time later that day finds the same cutoff, and its day', () => {
    const cutoff = digestCutoff(new Date('2026-11-26T22:59:00Z'));
    expect(cutoff.toISOString()).toBe('2026-11-26T07:00:00.000Z');
    expect(digestDay(cutoff)).toBe('2026-11-26');
    expect(digestDay(digestCutoff(new Date('2026-11-26T23:30:00Z')))).toBe('2026-11-26');
  });
});
