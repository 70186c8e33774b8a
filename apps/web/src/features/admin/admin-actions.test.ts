import { describe, expect, it } from 'vitest';
import { actionsFor, historyKey, statusFilters } from './admin-actions';

describe('the admin’s decisions on an agency', () => {
  it('approves a request, suspends an approved agency, reinstates a suspended one', () => {
    expect(actionsFor({ status: 'pending', registerVerified: false })).toEqual(['approve', 'verify']);
    expect(actionsFor({ status: 'approved', registerVerified: false })).toEqual(['suspend', 'verify']);
    expect(actionsFor({ status: 'suspended', registerVerified: false })).toEqual(['reinstate', 'verify']);
  });

  it('verifies the register number once', () => {
    expect(actionsFor({ status: 'approved', registerVerified: true })).toEqual(['suspend']);
  });

  it('lists the waiting requests first and names the history’s actions as the catalogue does', () => {
    expect(statusFilters[0]).toBe('pending');
    expect(historyKey('register-verified')).toBe('registerVerified');
    expect(historyKey('approved')).toBe('approved');
  });
});
