import { describe, expect, it } from 'vitest';
import { errorStatus, validationKeys } from '../../contracts/src/errors.ts';
import { bs, catalogues, en, interpolate, translate } from './index.ts';

type Tree = { [key: string]: string | Tree };

/** Every text of a catalogue by its dotted path; anything that is neither a text nor an object is reported. */
function flatten(tree: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (tree === null || typeof tree !== 'object' || Array.isArray(tree)) {
    throw new Error(`${prefix || '(root)'} is not an object`);
  }
  for (const [key, value] of Object.entries(tree as Tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [p, v] of flatten(value, path)) out.set(p, v);
  }
  return out;
}

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? ''))].sort();
}

const flat = { bs: flatten(bs), en: flatten(en) };

/** Texts that may read the same in both languages. Keep this list tiny. */
// A text that is only a placeholder (the listing's own line) reads the same in both.
const sameInBothLanguages = new Set([
  'common.appName',
  // "Video" is the word in both languages.
  'propertyPage.media.video',
  'propertyPage.media.videoFrame',
  'notification.savedSearch.description',
  // Numbers alone: "72/100", "+15".
  'properties.quality.score',
  'properties.quality.points',
]);

describe('message catalogues', () => {
  it('index.ts exports the merged catalogues (catalogue-files.test.ts checks the merge)', () => {
    expect(catalogues.bs).toBe(bs);
    expect(catalogues.en).toBe(en);
  });

  it('bs and en have exactly the same key paths', () => {
    const bsKeys = [...flat.bs.keys()].sort();
    const enKeys = [...flat.en.keys()].sort();
    expect(
      bsKeys.filter((k) => !flat.en.has(k)),
      'only in bs',
    ).toEqual([]);
    expect(
      enKeys.filter((k) => !flat.bs.has(k)),
      'only in en',
    ).toEqual([]);
    expect(bsKeys).toEqual(enKeys);
  });

  it('has no empty or padded text', () => {
    for (const [locale, texts] of Object.entries(flat)) {
      for (const [key, text] of texts) {
        expect(text.trim(), `${locale}:${key} is empty`).not.toBe('');
        expect(text, `${locale}:${key} has leading or trailing space`).toBe(text.trim());
      }
    }
  });

  it('has a text for every api message key and every validation key, in both languages', () => {
    for (const texts of Object.values(flat)) {
      for (const key of Object.keys(errorStatus)) expect(texts.get(`errors.${key}`), key).toBeTruthy();
      for (const key of validationKeys) expect(texts.get(`validation.${key}`), key).toBeTruthy();
    }
    // ...and nothing else under errors / validation, so stale keys do not linger
    const errorTexts = [...flat.en.keys()].filter((k) => k.startsWith('errors.')).map((k) => k.slice(7));
    const validationTexts = [...flat.en.keys()]
      .filter((k) => k.startsWith('validation.'))
      .map((k) => k.slice(11));
    expect(errorTexts.sort()).toEqual(Object.keys(errorStatus).sort());
    expect(validationTexts.sort()).toEqual([...validationKeys].sort());
  });

  it('uses the same placeholders in bs as in en', () => {
    for (const [key, enText] of flat.en) {
      expect(placeholders(flat.bs.get(key) ?? ''), key).toEqual(placeholders(enText));
    }
  });

  it('gives the placeholders the api sends with each validation key', () => {
    const expected: Record<string, string[]> = {
      Required: ['field'],
      MinLength: ['count', 'min'],
      MaxLength: ['count', 'max'],
      ExactLength: ['count', 'length'],
      Length: ['count', 'max', 'min'],
      GreaterThanOrEqual: ['min'],
      GreaterThan: ['min'],
      LessThan: ['max'],
      LessThanOrEqual: ['max'],
      NotEqual: ['value'],
      Equal: ['value'],
      Between: ['from', 'to', 'value'],
      Regex: ['field'],
      PasswordConfirmationNotSame: ['other'],
    };
    for (const key of validationKeys) {
      expect(placeholders(flat.en.get(`validation.${key}`) ?? ''), key).toEqual(expected[key] ?? []);
    }
    expect(placeholders(flat.en.get('sms.verifyPhone') ?? '')).toEqual(['code', 'minutes']);
    expect(placeholders(flat.en.get('email.greeting') ?? '')).toEqual(['name']);
    for (const mail of ['verifyEmail', 'changeEmail', 'resetPassword']) {
      expect(placeholders(flat.en.get(`email.${mail}.validity`) ?? ''), mail).toEqual(['minutes']);
    }
  });

  it('translates every text: no bs text equals its en text outside the allowlist', () => {
    const same = [...flat.en].filter(([key, text]) => flat.bs.get(key) === text).map(([key]) => key);
    expect(same.filter((key) => !sameInBothLanguages.has(key))).toEqual([]);
  });

  it('stays ICU-safe for next-intl: only simple {name} arguments, no tags, no quoting apostrophes', () => {
    for (const [locale, texts] of Object.entries(flat)) {
      for (const [key, text] of texts) {
        const rest = text.replace(/\{\w+\}/g, '');
        expect(rest, `${locale}:${key} has a brace that is not a {name} placeholder`).not.toMatch(/[{}]/);
        expect(text, `${locale}:${key} has < or >`).not.toMatch(/[<>]/);
        expect(text, `${locale}:${key} has an apostrophe`).not.toMatch(/'/);
      }
    }
  });

  it('uses the exact English texts of the specification', () => {
    const spec: Record<string, string> = {
      'errors.ValidationErrors': 'There are validations errors.',
      'errors.InvalidOrExpiredCode': 'Code is invalid or expired.',
      'errors.CodeResendTimeoutEmail': 'Code has been recently sent, please check your Email.',
      'errors.CouponNotFound': 'Coupon not found or is expired.',
      'errors.PropertyLimit': 'You have reached a limit of possible listings.',
      'errors.PhoneNumberNotVerified': 'Please verify your phone number',
      'errors.InternalServerError': 'Oops! Something went wrong.',
      'common.somethingWentWrong': 'Oops! Something went wrong.',
      'validation.Required': 'Field {field} is required',
      'validation.NotValidEmailAddress': 'The email address is not valid',
      'validation.Location': 'Location on the map is required.',
      'common.appName': 'Krov',
    };
    for (const [key, text] of Object.entries(spec)) expect(flat.en.get(key), key).toBe(text);
    expect(flat.en.get('validation.Regex')).toContain('not in the correct format');
    expect(flat.en.get('errors.CodeResendTimeoutSms')).toContain('SMS');
  });

  it('writes Bosnian with its own letters and words', () => {
    const all = [...flat.bs.values()].join(' ');
    for (const letter of ['č', 'ć', 'đ', 'š', 'ž']) expect(all, letter).toContain(letter);
    expect(flat.bs.get('common.logout')).toBe('Odjavi se');
    expect(flat.bs.get('home.links.login')).toBe('Prijavi se');
    expect(flat.bs.get('home.links.addProperty')).toBe('Dodaj nekretninu');
  });
});

describe('translate', () => {
  it('finds a text by its dotted key in the locale', () => {
    expect(translate('en', 'errors.PropertyLimit')).toBe('You have reached a limit of possible listings.');
    expect(translate('bs', 'errors.PropertyLimit')).toBe(bs.errors.PropertyLimit);
    expect(translate('bs', 'errors.PropertyLimit')).not.toBe(translate('en', 'errors.PropertyLimit'));
  });

  it('fills placeholders, repeated ones too, and leaves unknown ones as they are', () => {
    expect(translate('en', 'validation.Required', { field: 'Email' })).toBe('Field Email is required');
    expect(translate('en', 'validation.MinLength', { min: 8, count: 3 })).toBe(
      'Enter at least 8 characters (you entered 3).',
    );
    expect(translate('bs', 'sms.verifyPhone', { code: '123456', minutes: 15 })).toBe(
      'Krov: kod za potvrdu broja telefona je 123456. Vrijedi 15 minuta.',
    );
    expect(interpolate('{a} and {a} but {b}', { a: 1 })).toBe('1 and 1 but {b}');
    expect(interpolate('{a}', { a: 0 })).toBe('0');
    expect(translate('en', 'validation.Required')).toBe('Field {field} is required');
  });

  it('writes one full stop after a value that ends with its own (a Bosnian date)', () => {
    expect(interpolate('Do {date}.', { date: '5. 12. 2026.' })).toBe('Do 5. 12. 2026.');
    expect(interpolate('Do {date}. Zatim {x}.', { date: '5. 12. 2026.', x: 'kraj' })).toBe(
      'Do 5. 12. 2026. Zatim kraj.',
    );
    expect(interpolate('Until {date}.', { date: '5 December 2026' })).toBe('Until 5 December 2026.');
    expect(interpolate('{a}...', { a: 'etc.' })).toBe('etc....'); // an ellipsis stays whole
    expect(interpolate('{b}.', { a: 'x' })).toBe('{b}.');
  });

  it('falls back to English, then to the key itself', () => {
    const bsCatalogue = catalogues.bs as unknown as { common: Record<string, string> };
    const saved = bsCatalogue.common.save;
    delete bsCatalogue.common.save;
    try {
      expect(translate('bs', 'common.save')).toBe('Save');
    } finally {
      bsCatalogue.common.save = saved as string;
    }
    expect(translate('bs', 'common.save')).toBe(bs.common.save);
    expect(translate('bs', 'errors.NoSuchKey')).toBe('errors.NoSuchKey');
    expect(translate('en', 'errors')).toBe('errors'); // an object is not a text
    expect(translate('en', 'errors.PropertyLimit.deeper')).toBe('errors.PropertyLimit.deeper');
    expect(translate('en', 'toString')).toBe('toString'); // no prototype lookups
    expect(translate('xx' as 'en', 'common.save')).toBe('Save'); // an unknown locale reads English
  });
});
