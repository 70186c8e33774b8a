// @vitest-environment happy-dom
import { bs, en } from '@krov/messages';
import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DaysOnMarket, PriceHistory } from './PriceHistory';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderIn(locale: 'bs' | 'en', node: ReactNode) {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'bs' ? bs : en}>
      {node}
    </NextIntlClientProvider>,
  );
}

const listed = { price: 150_000, changedAt: '2026-10-01T08:00:00.000Z', propertyId: 'p1' };
const lowered = { price: 142_000, changedAt: '2026-11-02T08:00:00.000Z', propertyId: 'p1' };

describe('PriceHistory', () => {
  it('shows nothing while the price has never changed', () => {
    renderIn('bs', <PriceHistory history={{ items: [listed], firstListedAt: listed.changedAt }} level={2} />);
    expect(screen.queryByTestId('price-history')).toBeNull();
  });

  it('lists the prices newest first with the change, its arrow said in words', () => {
    renderIn(
      'bs',
      <PriceHistory history={{ items: [listed, lowered], firstListedAt: listed.changedAt }} level={2} />,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Povijest cijene');
    const rows = screen.getAllByTestId('price-history-row').map((row) => row.textContent);
    expect(rows).toEqual([
      '2. 11. 2026.142.000 KM↓ 5,3 %Sniženo za 5,3 %',
      '1. 10. 2026.150.000 KMObjavljeno',
    ]);
  });

  it('writes a price on request and English numbers', () => {
    const hidden = { price: null, changedAt: '2026-11-20T08:00:00.000Z', propertyId: 'p1' };
    renderIn(
      'en',
      <PriceHistory
        history={{ items: [listed, lowered, hidden], firstListedAt: listed.changedAt }}
        level={3}
      />,
    );
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Price history');
    const rows = screen.getAllByTestId('price-history-row').map((row) => row.textContent);
    // No change to or from a price on request: a dash, hidden from screen readers.
    expect(rows[0]).toBe(`20 Nov 2026${en.properties.price.onRequest}–`);
    expect(rows[1]).toBe('2 Nov 2026142,000 KM↓ 5.3%Down 5.3%');
  });
});

describe('DaysOnMarket', () => {
  it('says today on the first day, then the days with their plural form', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T20:00:00.000Z'));
    renderIn('bs', <DaysOnMarket firstListedAt="2026-11-25T08:00:00.000Z" />);
    expect(screen.getByTestId('days-on-market').textContent).toBe('Na tržištu od danas');
    cleanup();
    renderIn('bs', <DaysOnMarket firstListedAt="2026-11-03T08:00:00.000Z" />);
    expect(screen.getByTestId('days-on-market').textContent).toBe('Na tržištu 22 dana');
    cleanup();
    renderIn('bs', <DaysOnMarket firstListedAt="2026-11-04T08:00:00.000Z" />);
    expect(screen.getByTestId('days-on-market').textContent).toBe('Na tržištu 21 dan');
    cleanup();
    renderIn('en', <DaysOnMarket firstListedAt="2026-11-24T08:00:00.000Z" />);
    expect(screen.getByTestId('days-on-market').textContent).toBe('On the market for 1 day');
  });
});
