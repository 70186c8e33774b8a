import { describe, expect, it } from 'vitest';
import { pluralForm } from './plural';

describe('plural forms', () => {
  it('follows Bosnian: one for 1, 21, 101 but not 11; few for 2–4, 22–24 but not 12–14', () => {
    expect([1, 21, 101, 1001].map((n) => pluralForm(n, 'bs'))).toEqual(['one', 'one', 'one', 'one']);
    expect([2, 3, 4, 22, 34, 102].map((n) => pluralForm(n, 'bs'))).toEqual(Array(6).fill('few'));
    expect([0, 5, 11, 12, 13, 14, 15, 20, 111, 112, 10_000].map((n) => pluralForm(n, 'bs'))).toEqual(
      Array(11).fill('other'),
    );
  });

  it('follows English: one for 1 only', () => {
    expect([1, 0, 2, 21].map((n) => pluralForm(n, 'en'))).toEqual(['one', 'other', 'other', 'other']);
  });
});
