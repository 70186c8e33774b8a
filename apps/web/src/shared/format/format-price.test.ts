import { catalogues } from '@krov/messages';
import { describe, expect, it } from 'vitest';
import { formatArea, formatDate, formatKm, formatNumber, formatPrice } from './format-price';

describe('formatKm', () => {
  it('writes Bosnian amounts with a dot for thousands and a comma for decimals', () => {
    expect(formatKm(150_000, 'bs')).toBe('150.000 KM');
    expect(formatKm(1250.5, 'bs')).toBe('1.250,50 KM');
    expect(formatKm(1250, 'bs')).toBe('1.250 KM');
    expect(formatKm(10, 'bs')).toBe('10 KM');
    expect(formatKm(1_250_000, 'bs')).toBe('1.250.000 KM');
  });

  it('writes English amounts with a comma for thousands and a point for decimals', () => {
    expect(formatKm(150_000, 'en')).toBe('150,000 KM');
    expect(formatKm(1250.5, 'en')).toBe('1,250.50 KM');
    expect(formatKm(5, 'en')).toBe('5 KM');
  });

  it('rounds to the fening and leaves out decimals that round to zero', () => {
    expect(formatKm(9.999, 'bs')).toBe('10 KM');
    expect(formatKm(0.005, 'en')).toBe('0.01 KM');
    expect(formatKm(0, 'bs')).toBe('0 KM');
  });
});

describe('formatPrice', () => {
  const onRequest = {
    bs: catalogues.bs.properties.price.onRequest,
    en: catalogues.en.properties.price.onRequest,
  };

  it('shows the amount of a visible price', () => {
    expect(formatPrice({ price: 150_000, hidePrice: false }, 'bs', onRequest.bs)).toBe('150.000 KM');
    expect(formatPrice({ price: 150_000, hidePrice: false }, 'en', onRequest.en)).toBe('150,000 KM');
  });

  it('reads "price on request" when the price is hidden or missing', () => {
    expect(formatPrice({ price: 150_000, hidePrice: true }, 'bs', onRequest.bs)).toBe('Cijena na upit');
    expect(formatPrice({ price: 150_000, hidePrice: true }, 'en', onRequest.en)).toBe('Price on request');
    expect(formatPrice({ price: null, hidePrice: false }, 'en', onRequest.en)).toBe('Price on request');
  });
});

describe('formatNumber', () => {
  it('uses the language’s separators whatever locale data the engine has', () => {
    expect(formatNumber(1234567.891, 'bs', 2)).toBe('1.234.567,89');
    expect(formatNumber(1234567.891, 'en', 2)).toBe('1,234,567.89');
    expect(formatNumber(999, 'bs', 0)).toBe('999');
    expect(formatNumber(-1500, 'bs', 0)).toBe('-1.500');
  });
});

describe('formatArea and formatDate', () => {
  it('writes sizes in m² with the language’s separators', () => {
    expect(formatArea(62.5, 'bs')).toBe('62,5 m²');
    expect(formatArea(1250, 'bs')).toBe('1.250 m²');
    expect(formatArea(1250, 'en')).toBe('1,250 m²');
  });

  it('writes dates in Sarajevo time', () => {
    // 23:30 UTC on 22 November is already the 23rd in Sarajevo (UTC+1).
    expect(formatDate('2026-11-22T23:30:00.000Z', 'bs')).toBe('23. 11. 2026.');
    expect(formatDate('2026-11-22T23:30:00.000Z', 'en')).toBe('23 Nov 2026');
  });
});
