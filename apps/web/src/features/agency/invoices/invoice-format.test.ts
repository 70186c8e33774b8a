import { describe, expect, it } from 'vitest';
import { invoicePdfUrl, isOverdue, issueDayOf, periodParts } from './invoice-format';

describe('invoice-format', () => {
  it('takes a period apart into its month key and year', () => {
    expect(periodParts('2026-11')).toEqual({ month: '11', year: '2026' });
    expect(periodParts('2027-01')).toEqual({ month: '01', year: '2027' });
    expect(periodParts('2026-13')).toBeNull();
    expect(periodParts('2026-11-01')).toBeNull();
  });

  it('a draft is issued on the 1st of the next month, December’s in January', () => {
    expect(issueDayOf('2026-11')).toBe('2026-12-01T12:00:00.000Z');
    expect(issueDayOf('2026-12')).toBe('2027-01-01T12:00:00.000Z');
    expect(issueDayOf('nonsense')).toBeNull();
  });

  it('overdue: unpaid and past its due moment, never a paid one or a draft', () => {
    const now = Date.parse('2026-12-16T10:00:00.000Z');
    expect(isOverdue({ status: 'unpaid', dueAt: '2026-12-16T09:59:59.000Z' }, now)).toBe(true);
    expect(isOverdue({ status: 'unpaid', dueAt: '2026-12-16T10:00:01.000Z' }, now)).toBe(false);
    expect(isOverdue({ status: 'paid', dueAt: '2026-12-01T10:00:00.000Z' }, now)).toBe(false);
    expect(isOverdue({ status: 'draft', dueAt: null }, now)).toBe(false);
  });

  it('the PDF’s address: the api’s path with the id and the language', () => {
    expect(invoicePdfUrl('9b7c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d', 'en')).toBe(
      '/api/users/me/agency/invoices/9b7c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d.pdf?language=en',
    );
  });
});
