import { describe, expect, it } from 'vitest';
import { allowedActions, isAllowed as can, lifecycleRow as lifecycleState } from './lifecycle.ts';

describe('the lifecycle table', () => {
  it('allows each status exactly its row of docs/product/DECISIONS.md', () => {
    const row = (status: 'unpaid' | 'listed' | 'hidden' | 'expired') =>
      allowedActions({ status, soldAt: null });
    expect(row('unpaid')).toEqual(['publish', 'hidePrice', 'edit', 'delete']);
    expect(row('listed')).toEqual(['renew', 'hide', 'markSold', 'hidePrice', 'edit', 'delete']);
    expect(row('hidden')).toEqual(['renew', 'unhide', 'markSold', 'hidePrice', 'edit', 'delete']);
    expect(row('expired')).toEqual(['renew', 'markSold', 'hidePrice', 'edit', 'delete']);
  });

  it('lets a sold listing only be deleted, whatever its status', () => {
    for (const status of ['listed', 'hidden', 'expired'] as const) {
      const listing = { status, soldAt: '2026-05-01T10:00:00.000Z' };
      expect(lifecycleState(listing)).toBe('sold');
      expect(allowedActions(listing)).toEqual(['delete']);
      expect(can(listing, 'edit')).toBe(false);
    }
  });

  it('never offers publishing twice or hiding what is hidden', () => {
    expect(can({ status: 'listed', soldAt: null }, 'publish')).toBe(false);
    expect(can({ status: 'hidden', soldAt: null }, 'hide')).toBe(false);
    expect(can({ status: 'listed', soldAt: null }, 'unhide')).toBe(false);
    expect(can({ status: 'unpaid', soldAt: null }, 'renew')).toBe(false);
  });
});
