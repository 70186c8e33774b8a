import { describe, expect, it } from 'vitest';
import { vitestFailureDigest } from './failure-digest.ts';

const passing = [
  '',
  ' ✓ a.test.ts (3 tests) 20ms',
  '',
  ' Test Files  1 passed (1)',
  '      Tests  3 passed (3)',
];

describe('the failure digest of a Vitest run', () => {
  it('is absent when nothing failed', () => {
    expect(vitestFailureDigest(passing.join('\n'))).toBeUndefined();
  });

  it('holds the failed tests and unhandled errors, without colours, up to the summary', () => {
    const output = [
      ' ✓ a.test.ts (3 tests) 20ms',
      '\u001b[31m⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯\u001b[39m',
      ' FAIL  b.test.ts > adds',
      'AssertionError: expected 3 to be 4',
      '⎯⎯⎯⎯⎯⎯ Unhandled Errors ⎯⎯⎯⎯⎯⎯',
      'Error: [vitest-worker]: Timeout calling "onTaskUpdate"',
      '',
      ' Test Files  1 failed | 1 passed (2)',
      '      Tests  1 failed | 3 passed (4)',
    ].join('\n');
    expect(vitestFailureDigest(output)).toBe(
      [
        '⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯',
        ' FAIL  b.test.ts > adds',
        'AssertionError: expected 3 to be 4',
        '⎯⎯⎯⎯⎯⎯ Unhandled Errors ⎯⎯⎯⎯⎯⎯',
        'Error: [vitest-worker]: Timeout calling "onTaskUpdate"',
      ].join('\n'),
    );
  });

  it('keeps the first lines of a long section and says how many it left out', () => {
    const output = ['⎯⎯⎯ Unhandled Error ⎯⎯⎯', ...Array.from({ length: 10 }, (_, i) => `line ${i}`)].join(
      '\n',
    );
    const digest = vitestFailureDigest(output, 4)?.split('\n');
    expect(digest).toEqual([
      '⎯⎯⎯ Unhandled Error ⎯⎯⎯',
      'line 0',
      'line 1',
      'line 2',
      '… and 7 more lines (see the output above)',
    ]);
  });
});
