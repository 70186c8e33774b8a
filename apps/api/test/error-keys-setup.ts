import { afterEach, expect } from 'vitest';
import { unlistedErrorKeys } from './error-keys.ts';

// Each api test fails when one of its requests was answered an error key its endpoint's
// description does not list (error-keys.ts, docs/decisions/196).
afterEach(() => {
  const found = unlistedErrorKeys.splice(0);
  expect(found, 'error keys the endpoint descriptions do not list').toEqual([]);
});
