import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as constants from './constants.ts';
import * as contracts from './index.ts';

describe('the zod-free constants entry', () => {
  it('imports nothing, so no schema reaches a page that reads it', () => {
    const source = readFileSync(new URL('./constants.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^\s*import\b|\bfrom\s+['"]|\brequire\(|\bimport\(/m);
  });

  it('holds the very values the barrel exports', () => {
    for (const [name, value] of Object.entries(constants)) {
      expect({ name, same: (contracts as Record<string, unknown>)[name] === value }).toEqual({
        name,
        same: true,
      });
    }
  });
});
