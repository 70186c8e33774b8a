import { stripVTControlCharacters } from 'node:util';

/** Section headers Vitest prints above its summary when something failed: `⎯⎯⎯ Failed Tests 2 ⎯⎯⎯`. */
const failureHeader = /⎯{3,}\s*(Failed Tests|Failed Suites|Unhandled Errors?|Unhandled Rejection)/;
const summaryLine = /^\s*Test Files\s/;

/**
 * The failures of a Vitest run, cut out of its whole output so that `npm test` can print them again
 * after its summary: a CI log that keeps only the end of a long run still names what failed.
 * Answers undefined when the output holds no failure section. At most `maxLines` lines.
 */
export function vitestFailureDigest(output: string, maxLines = 200): string | undefined {
  const lines = stripVTControlCharacters(output).split('\n');
  const start = lines.findIndex((line) => failureHeader.test(line));
  if (start < 0) return undefined;
  const endIndex = lines.findIndex((line, index) => index > start && summaryLine.test(line));
  const section = lines.slice(start, endIndex < 0 ? lines.length : endIndex);
  while (section.length > 0 && section.at(-1)?.trim() === '') section.pop();
  if (section.length <= maxLines) return section.join('\n');
  const left = section.length - maxLines;
  return [...section.slice(0, maxLines), `… and ${left} more lines (see the output above)`].join('\n');
}
