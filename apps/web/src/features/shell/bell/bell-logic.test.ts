import type { Language, NotificationItem } from '@krov/contracts';
import { translate } from '@krov/messages';
import { describe, expect, it } from 'vitest';
import { badgeText, relativeTime, toMarkRead } from './bell-logic';

function notification(n: number, read = false): NotificationItem {
  return {
    id: `6c1f2a3e-0000-4000-8000-${String(n).padStart(12, '0')}`,
    type: 'General',
    kind: 'savedSearch',
    title: `Naslov ${n}`,
    description: `Opis ${n}`,
    link: `/p/${n}`,
    createdAt: '2026-11-20T09:00:00.000Z',
    readAt: read ? '2026-11-20T10:00:00.000Z' : null,
  };
}

describe('the bell’s badge', () => {
  it('shows nothing at zero, the count up to 99, then 99+', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(-1)).toBeNull();
    expect(badgeText(Number.NaN)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});

describe('the bell’s panel', () => {
  it('marks read what a page shows unread, at most the api’s 100 ids a call', () => {
    expect(toMarkRead([notification(1), notification(2, true), notification(3)])).toEqual([
      notification(1).id,
      notification(3).id,
    ]);
    const many = Array.from({ length: 120 }, (_, n) => notification(n));
    expect(toMarkRead(many)).toHaveLength(100);
  });
});

describe('a notification’s time in words', () => {
  const at = Date.parse('2026-11-21T12:00:00.000Z');
  const ago = (ms: number, language: Language = 'bs') =>
    relativeTime(new Date(at - ms).toISOString(), at, language, (key, values) =>
      translate(language, `bell.time.${key}`, values),
    );
  const minute = 60_000;
  const hour = 60 * minute;
  const day = 24 * hour;

  it('reads like Bosnian counts them', () => {
    expect(ago(20_000)).toBe('upravo sada');
    expect(ago(-5 * minute)).toBe('upravo sada');
    expect(ago(1 * minute)).toBe('prije 1 minutu');
    expect(ago(3 * minute)).toBe('prije 3 minute');
    expect(ago(5 * minute)).toBe('prije 5 minuta');
    expect(ago(21 * minute)).toBe('prije 21 minutu');
    expect(ago(2 * hour)).toBe('prije 2 sata');
    expect(ago(23 * hour)).toBe('prije 23 sata');
    expect(ago(1 * day)).toBe('prije 1 dan');
    expect(ago(6 * day)).toBe('prije 6 dana');
  });

  it('reads in English, and as the date after a week', () => {
    expect(ago(1 * minute, 'en')).toBe('1 minute ago');
    expect(ago(5 * hour, 'en')).toBe('5 hours ago');
    expect(ago(8 * day)).toBe('13. 11. 2026.');
    expect(ago(8 * day, 'en')).toBe('13 Nov 2026');
  });
});
