import { describe, expect, it } from 'vitest';
import { mainAction, menuActions } from './card-actions';

const now = Date.parse('2026-11-26T10:00:00Z');
const inDays = (days: number) => new Date(now + days * 24 * 3600 * 1000).toISOString();
const listing = (
  status: 'listed' | 'expired' | 'hidden' | 'unpaid',
  validUntil: string | null,
  soldAt: string | null = null,
) => ({
  status,
  validUntil,
  soldAt,
});

describe('the card’s one main action', () => {
  it('is edit on a listing published a minute ago, renew only within the last week or once expired', () => {
    expect(mainAction(listing('listed', inDays(30)), now)).toBe('edit');
    expect(mainAction(listing('listed', inDays(8)), now)).toBe('edit');
    expect(mainAction(listing('listed', inDays(7)), now)).toBe('renew');
    expect(mainAction(listing('listed', inDays(1)), now)).toBe('renew');
    expect(mainAction(listing('expired', inDays(-2)), now)).toBe('renew');
  });

  it('publishes what is unpaid, shows again what is hidden, and offers nothing on a sold listing', () => {
    expect(mainAction(listing('unpaid', null), now)).toBe('publish');
    expect(mainAction(listing('hidden', inDays(20)), now)).toBe('unhide');
    expect(mainAction(listing('listed', inDays(20), inDays(-1)), now)).toBeNull();
  });
});

describe('the card’s menu', () => {
  it('holds every other allowed action once, edit first and delete last', () => {
    expect(menuActions(listing('listed', inDays(30)), now)).toEqual([
      'renew',
      'hide',
      'markSold',
      'hidePrice',
      'delete',
    ]);
    expect(menuActions(listing('listed', inDays(2)), now)).toEqual([
      'edit',
      'hide',
      'markSold',
      'hidePrice',
      'delete',
    ]);
    expect(menuActions(listing('unpaid', null), now)).toEqual(['edit', 'hidePrice', 'delete']);
    expect(menuActions(listing('listed', inDays(20), inDays(-1)), now)).toEqual(['delete']);
  });
});
