import { describe, expect, it } from 'vitest';
import { foldedWords, foldPlaceText } from './place-folding.ts';
import { withinOneEdit } from './place-suggestions.ts';

describe('foldPlaceText', () => {
  it.each([
    ['Nedžarići', 'nedzarici'],
    ['NEDŽARIĆI', 'nedzarici'],
    ['Čapljina', 'capljina'],
    ['Šipovo', 'sipovo'],
    // "đ", "Đ" and "dj" all become "d": people type either, and unaccent folds đ to d.
    ['Mađir', 'madir'],
    ['madjir', 'madir'],
    ['ĐAKOVO', 'dakovo'],
    ['Djakovo', 'dakovo'],
    // Serbian Cyrillic reads as Latin.
    ['Бања Лука', 'banja luka'],
    ['Ђурђевик', 'durdevik'],
    ['Љубиње', 'ljubinje'],
    // Punctuation and runs of spaces become one space; the ends are trimmed.
    ['  Domaljevac-Šamac ', 'domaljevac samac'],
    ['Gornji Vakuf–Uskoplje', 'gornji vakuf uskoplje'],
    ['Kanton 10', 'kanton 10'],
    ['?!', ''],
  ])('%s → "%s"', (text, folded) => {
    expect(foldPlaceText(text)).toBe(folded);
  });

  it('splits into words, none for a text without letters or digits', () => {
    expect(foldedWords('Stari Grad Sarajevo')).toEqual(['stari', 'grad', 'sarajevo']);
    expect(foldedWords(' - ')).toEqual([]);
  });
});

describe('withinOneEdit', () => {
  it.each([
    ['tuzla', 'tuzla', true],
    ['tuzla', 'tuzia', true],
    ['tuzla', 'tuzl', true],
    ['tuzl', 'tuzla', true],
    ['tuzla', 'tuzal', true],
    ['nedzraici', 'nedzarici', true],
    ['tuzla', 'tzual', false],
    ['tuzla', 'tuz', false],
    ['zenica', 'zneicx', false],
    ['ab', 'ba', true],
    ['', 'a', true],
  ])('%s ~ %s: %s', (a, b, within) => {
    expect(withinOneEdit(a, b)).toBe(within);
    expect(withinOneEdit(b, a)).toBe(within);
  });
});
