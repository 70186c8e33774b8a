import { describe, expect, it } from 'vitest';
import { isStorableText, unstorableTextErrors } from './text-safety.ts';

describe('storable text', () => {
  it('allows every text but NUL and lone surrogates', () => {
    for (const text of ['', 'Ćevabdžinica „Željo“', 'Ђурђевак', '🏠 stan 😊', 'tab\there', 'new\nline']) {
      expect(isStorableText(text)).toBe(true);
    }
    for (const text of ['a\u0000b', '\u0000', 'lone \uD83C high', 'lone \uDFE0 low', '\uDFE0\uD83C']) {
      expect(isStorableText(text)).toBe(false);
    }
  });

  it('names every field holding such a text, however deep, and a key that is one', () => {
    const input = {
      name: 'Amra',
      description: 'opis\u0000',
      features: ['balcony', 'x\uD800'],
      location: { address: { street: '\uDC00' } },
      'bad\u0000key': 1,
      count: 3,
    };
    expect(unstorableTextErrors(input)).toEqual([
      { field: 'description', error: 'Regex', extra: {} },
      { field: 'features.1', error: 'Regex', extra: {} },
      { field: 'location.address.street', error: 'Regex', extra: {} },
      { field: 'bad\u0000key', error: 'Regex', extra: {} },
    ]);
    expect(unstorableTextErrors({ ok: 'yes', list: [1, null, 'fine'] })).toEqual([]);
    expect(unstorableTextErrors(undefined)).toEqual([]);
  });
});
