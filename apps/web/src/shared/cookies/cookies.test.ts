// @vitest-environment happy-dom
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consentCookie, hasConsent, saveConsent } from './consent.ts';
import { expiresInMonths } from './cookie-jar.ts';
import { deviceIdCookie, ensureDeviceId, getDeviceId } from './device-id.ts';
import { getLanguageCookie, languageCookie, setLanguageCookie } from './language.ts';
import { dismissOpenInApp, isMobilePlatform, isOpenInAppDismissed, openInAppCookie } from './open-in-app.ts';

const minute = 60_000;
const day = 24 * 60 * minute;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 10, 12, 0)); // 10 March 2026, 12:00 local time
  // Cleared on the test clock: a cookie that looks expired on the real one comes back on this one.
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('names the spec and next-intl use', () => {
  it('keeps the cookie names and lifetimes', () => {
    expect(consentCookie).toEqual({ name: 'cookieconsent_status', value: 'ok', lifetimeMonths: 6 });
    expect(openInAppCookie).toMatchObject({ name: 'openinapp_dismissed', lifetimeDays: 7 });
    expect(deviceIdCookie).toEqual({ name: 'device_id', lifetimeDays: 730 });
    expect(languageCookie).toEqual({ name: 'NEXT_LOCALE', lifetimeDays: 365 });
  });

  it('writes every cookie SameSite=Lax on path /', () => {
    const set = vi.spyOn(Cookies, 'set');
    saveConsent();
    dismissOpenInApp();
    ensureDeviceId();
    setLanguageCookie('en');
    expect(set.mock.calls.map(([name]) => name)).toEqual([
      'cookieconsent_status',
      'openinapp_dismissed',
      'device_id',
      'NEXT_LOCALE',
    ]);
    for (const [, , attributes] of set.mock.calls) {
      expect(attributes).toMatchObject({ path: '/', sameSite: 'lax', secure: false });
    }
  });
});

describe('cookie consent', () => {
  it('is absent until saved, then stored as cookieconsent_status=ok', () => {
    expect(hasConsent()).toBe(false);
    saveConsent();
    expect(hasConsent()).toBe(true);
    expect(document.cookie).toContain('cookieconsent_status=ok');
  });

  it('does not count another value as consent', () => {
    Cookies.set('cookieconsent_status', 'dismiss');
    expect(hasConsent()).toBe(false);
  });

  it('lasts 6 calendar months: until 10 September for a consent of 10 March', () => {
    saveConsent();
    vi.setSystemTime(new Date(2026, 8, 10, 11, 59));
    expect(hasConsent()).toBe(true);
    vi.setSystemTime(new Date(2026, 8, 10, 12, 1));
    expect(hasConsent()).toBe(false);
  });

  it('counts months on the calendar, ending a short month on its last day', () => {
    expect(expiresInMonths(6, new Date(2026, 7, 31, 9, 30))).toEqual(new Date(2027, 1, 28, 9, 30));
    expect(expiresInMonths(6, new Date(2027, 7, 31, 9, 30))).toEqual(new Date(2028, 1, 29, 9, 30));
    expect(expiresInMonths(6, new Date(2026, 9, 15))).toEqual(new Date(2027, 3, 15));
  });
});

describe('open-in-app dismissal', () => {
  it('lasts 7 days', () => {
    expect(isOpenInAppDismissed()).toBe(false);
    dismissOpenInApp();
    expect(isOpenInAppDismissed()).toBe(true);
    vi.setSystemTime(Date.now() + 7 * day - minute);
    expect(isOpenInAppDismissed()).toBe(true);
    vi.setSystemTime(Date.now() + 2 * minute);
    expect(isOpenInAppDismissed()).toBe(false);
  });
});

describe('isMobilePlatform', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
      'android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      'ios',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
      'ios',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
      null,
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      null,
    ],
    [
      'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 Mobile Safari/537.36 Edge/15.15063',
      null,
    ],
    ['', null],
  ])('%s → %s', (userAgent, platform) => {
    expect(isMobilePlatform(userAgent)).toBe(platform);
  });

  it('answers null without a user agent', () => {
    expect(isMobilePlatform(undefined)).toBeNull();
    expect(isMobilePlatform(null)).toBeNull();
  });
});

describe('device id', () => {
  it('does not exist until ensured, then stays the same', () => {
    expect(getDeviceId()).toBeUndefined();
    const id = ensureDeviceId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(getDeviceId()).toBe(id);
    expect(ensureDeviceId()).toBe(id);
  });

  it('lasts 2 years', () => {
    const id = ensureDeviceId();
    vi.setSystemTime(Date.now() + 730 * day - minute);
    expect(getDeviceId()).toBe(id);
    vi.setSystemTime(Date.now() + 2 * minute);
    expect(getDeviceId()).toBeUndefined();
  });

  it('is made without crypto.randomUUID where the page is not a secure context', () => {
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    const getRandomValues = vi.spyOn(crypto, 'getRandomValues');
    try {
      expect(ensureDeviceId()).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      expect(getRandomValues).toHaveBeenCalledOnce();
    } finally {
      delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
  });
});

describe('language cookie', () => {
  it('stores the choice under NEXT_LOCALE for a year', () => {
    expect(getLanguageCookie()).toBeNull();
    setLanguageCookie('en');
    expect(getLanguageCookie()).toBe('en');
    expect(document.cookie).toContain('NEXT_LOCALE=en');
    vi.setSystemTime(Date.now() + 365 * day - minute);
    expect(getLanguageCookie()).toBe('en');
    vi.setSystemTime(Date.now() + 2 * minute);
    expect(getLanguageCookie()).toBeNull();
  });

  it('ignores a value that is not a language of the product', () => {
    Cookies.set('NEXT_LOCALE', 'de');
    expect(getLanguageCookie()).toBeNull();
  });
});
