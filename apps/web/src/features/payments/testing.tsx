import { bs } from '@krov/messages';
import { cleanup, render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { configureApiClient } from '@/shared/api/client-config';
import { logIn, resetBrowserState } from '@/shared/api/testing/reset';
import { QueryProvider } from '@/shared/query/QueryProvider';
import { getQueryClient } from '@/shared/query/query-client';
import type { Order } from './payments-api';

/** Test data and rendering of the payment views. */

export const orderId = '5f0c3a2e-8b1d-4c6e-9a7f-0d2b4e6a8c10';
export const newOrderId = '6a1d4b3f-9c2e-4d7f-8b80-1e3c5f7b9d21';
export const listingId = (n: number) => `0b8a5a4e-5d1c-4b7e-9d55-${String(n).padStart(12, '0')}`;

/** A pending order of two listings: publish a flat for sale (20 KM) and renew a rental (5 KM). */
export function order(overrides: Partial<Order> = {}): Order {
  return {
    id: orderId,
    status: 'pending',
    items: [
      {
        propertyId: listingId(1),
        action: 'publish',
        listingType: 'sell',
        address: 'Titova 1, Sarajevo',
        days: 30,
        amount: 20,
      },
      {
        propertyId: listingId(2),
        action: 'renew',
        listingType: 'rent',
        address: 'Ferhadija 12, Sarajevo',
        days: 30,
        amount: 5,
      },
    ],
    invoiceId: null,
    subtotal: 25,
    discount: 0,
    total: 25,
    currency: 'BAM',
    coupon: null,
    provider: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    paidAt: null,
    refundedAt: null,
    ...overrides,
  };
}

export const orderPath = (id = orderId) => `GET /api/orders/${id}`;

/** `next/link` as a plain anchor (the mock the web's tests share). */
export function PlainLink({
  href,
  children,
  prefetch: _prefetch,
  scroll: _scroll,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; prefetch?: unknown; scroll?: unknown }) {
  return (
    <a href={href} {...props}>
      {children}
    </a>
  );
}

/** What the api client would toast, in the order it came. */
export const apiNotices = vi.fn<(text: string) => void>();

/**
 * Each test starts logged in on `path` with a fresh client, and leaves nothing behind (the fake
 * api, the query cache, the api client's configuration, fake timers).
 */
export function setUpPaymentTests(path: () => string): void {
  let restoreConfig: () => void = () => {};
  beforeEach(() => {
    resetBrowserState();
    logIn();
    apiNotices.mockReset();
    restoreConfig = configureApiClient({ notify: apiNotices, navigate: vi.fn() });
    window.history.replaceState(null, '', path());
  });
  afterEach(() => {
    cleanup();
    getQueryClient().clear();
    restoreConfig();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

export function renderWithProviders(
  ui: ReactNode,
  { locale = 'bs', messages = bs }: { locale?: string; messages?: Record<string, unknown> } = {},
) {
  return render(
    <NextIntlClientProvider locale={locale} messages={messages}>
      <QueryProvider>{ui}</QueryProvider>
    </NextIntlClientProvider>,
  );
}
