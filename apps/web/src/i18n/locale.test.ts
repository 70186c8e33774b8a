import { describe, expect, it } from 'vitest';
import { internalPathname, negotiateLocale, preferredLanguages } from './locale';

describe('negotiateLocale', () => {
  it('is Bosnian without a cookie or Accept-Language', () => {
    expect(negotiateLocale({})).toBe('bs');
    expect(negotiateLocale({ acceptLanguage: '' })).toBe('bs');
  });

  it('follows a valid NEXT_LOCALE cookie over Accept-Language', () => {
    expect(negotiateLocale({ cookie: 'en', acceptLanguage: 'bs-BA,bs;q=0.9' })).toBe('en');
    expect(negotiateLocale({ cookie: 'bs', acceptLanguage: 'en-US,en;q=0.9' })).toBe('bs');
  });

  it('ignores a cookie that is not a language of the product', () => {
    expect(negotiateLocale({ cookie: 'de', acceptLanguage: 'en-GB' })).toBe('en');
    expect(negotiateLocale({ cookie: '', acceptLanguage: undefined })).toBe('bs');
  });

  it('lets Accept-Language choose English only when English comes first', () => {
    expect(negotiateLocale({ acceptLanguage: 'en-US,en;q=0.9' })).toBe('en');
    expect(negotiateLocale({ acceptLanguage: 'de-DE,de;q=0.9,en;q=0.8' })).toBe('en');
    expect(negotiateLocale({ acceptLanguage: 'hr-HR,hr;q=0.9,en;q=0.8' })).toBe('bs');
    expect(negotiateLocale({ acceptLanguage: 'sr-Latn-BA,en;q=0.5' })).toBe('bs');
    expect(negotiateLocale({ acceptLanguage: 'en;q=0.4,bs;q=0.8' })).toBe('bs');
    expect(negotiateLocale({ acceptLanguage: 'de-DE,fr;q=0.9' })).toBe('bs');
  });

  it('reads q-values, drops q=0 and malformed entries', () => {
    expect(preferredLanguages('en;q=0.5, bs, de;q=0.7')).toEqual(['bs', 'de', 'en']);
    expect(preferredLanguages('en;q=0, bs;q=abc, hr')).toEqual(['hr']);
    expect(preferredLanguages('*')).toEqual(['*']);
    expect(negotiateLocale({ acceptLanguage: 'en;q=0' })).toBe('bs');
  });
});

describe('internalPathname', () => {
  const none = new URLSearchParams();

  it('puts every page under its locale root', () => {
    expect(internalPathname('/', none, 'bs')).toBe('/locale/bs');
    expect(internalPathname('/legal/privacy', none, 'en')).toBe('/locale/en/legal/privacy');
    expect(internalPathname('/ovo-ne-postoji', none, 'bs')).toBe('/locale/bs/ovo-ne-postoji');
  });

  it('serves the raw legal pages only with __raw=true', () => {
    expect(internalPathname('/legal/terms', new URLSearchParams('__raw=true'), 'bs')).toBe(
      '/locale/bs/raw/legal/terms',
    );
    expect(internalPathname('/legal/privacy', new URLSearchParams('__raw=true'), 'en')).toBe(
      '/locale/en/raw/legal/privacy',
    );
    expect(internalPathname('/legal/terms', new URLSearchParams('__raw=1'), 'bs')).toBe(
      '/locale/bs/legal/terms',
    );
    expect(internalPathname('/language', new URLSearchParams('__raw=true'), 'bs')).toBe(
      '/locale/bs/language',
    );
  });

  it('keeps the internal copies unreachable from outside', () => {
    expect(internalPathname('/raw/legal/terms', none, 'bs')).toBe('/locale/bs/404');
    expect(internalPathname('/locale/en/legal/terms', none, 'bs')).toBe('/locale/bs/locale/en/legal/terms');
  });
});
