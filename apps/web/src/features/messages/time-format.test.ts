import { describe, expect, it } from 'vitest';
import { clockTime, dayHeading, listTime, sarajevoDay } from './time-format';

const words = { today: 'Danas', yesterday: 'Jučer' };

describe('chat times in Sarajevo', () => {
  it('writes the time of day in Sarajevo’s zone, summer and winter', () => {
    expect(clockTime('2026-07-01T08:05:00.000Z')).toBe('10:05');
    expect(clockTime('2026-01-15T23:30:00.000Z')).toBe('00:30');
  });

  it('takes the calendar day in Sarajevo, not in UTC', () => {
    expect(sarajevoDay('2026-01-15T23:30:00.000Z')).toBe('2026-01-16');
  });

  it('shows today’s conversations by their time and older ones by their date', () => {
    const now = new Date('2026-11-23T15:00:00.000Z');
    expect(listTime('2026-11-23T07:10:00.000Z', now, 'bs')).toBe('08:10');
    expect(listTime('2026-11-22T07:10:00.000Z', now, 'bs')).toBe('22. 11. 2026.');
    expect(listTime('2026-11-22T07:10:00.000Z', now, 'en')).toBe('22 Nov 2026');
    // Just after midnight in Sarajevo is already the next day there.
    expect(listTime('2026-11-22T23:10:00.000Z', now, 'bs')).toBe('00:10');
  });

  it('heads the messages by today, yesterday or the date', () => {
    const now = new Date('2026-03-01T10:00:00.000Z');
    expect(dayHeading('2026-03-01T06:00:00.000Z', now, 'bs', words)).toBe('Danas');
    expect(dayHeading('2026-02-28T20:00:00.000Z', now, 'bs', words)).toBe('Jučer');
    expect(dayHeading('2026-02-27T20:00:00.000Z', now, 'en', words)).toBe('27 Feb 2026');
  });
});
