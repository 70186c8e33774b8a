import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone.ts';

describe('a phone number as shown', () => {
  it('is grouped with its country code, as people write it', () => {
    expect(formatPhone('+38765333403')).toBe('+387 65 333 403');
    expect(formatPhone('+38762585663')).toBe('+387 62 585 663');
    expect(formatPhone('+38733123456')).toBe('+387 33 123 456');
    expect(formatPhone('+385912345678')).toBe('+385 91 234 5678');
  });

  it('leaves what it cannot read as it is', () => {
    expect(formatPhone('nije broj')).toBe('nije broj');
  });
});
