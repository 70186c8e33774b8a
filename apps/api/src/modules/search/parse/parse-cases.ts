import type { ParseCase } from './parse-case.ts';
import { amountCases } from './parse-cases-amounts.ts';
import { bosnianCases } from './parse-cases-bosnian.ts';
import { cyrillicEnglishCases } from './parse-cases-cyrillic-english.ts';
import { lateCases } from './parse-cases-late.ts';
import { mediaCases } from './parse-cases-media.ts';
import { messyCases } from './parse-cases-messy.ts';
import { typedCases } from './parse-cases-typed.ts';

/**
 * The whole test set of GET /api/search/parse (parse-cases.test.ts; bench/search-parse-bench.ts).
 * The first four parts were written with the rules; `messyCases` after them, and `lateCases` after
 * the fixes the messy ones led to, each before it was first run; `mediaCases` with issue 31's point 4.
 */
export const parseCases: readonly ParseCase[] = [
  ...bosnianCases,
  ...typedCases,
  ...cyrillicEnglishCases,
  ...amountCases,
  ...messyCases,
  ...lateCases,
  ...mediaCases,
];
