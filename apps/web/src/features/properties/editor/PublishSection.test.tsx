// @vitest-environment happy-dom

import type { PropertyResponse } from '@krov/contracts';
import { bs } from '@krov/messages';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerClientCatalogues } from '@/i18n/testing';
import { configureApiClient } from '@/shared/api/client-config';
import { installFakeApi } from '@/shared/api/testing/fake-api';
import { logIn, resetBrowserState } from '@/shared/api/testing/reset';
import { QueryProvider } from '@/shared/query/QueryProvider';
import { getQueryClient } from '@/shared/query/query-client';
import { ownedListing } from '../testing/listing';
import { PublishSection } from './PublishSection';

registerClientCatalogues();
const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router }));

const listing: PropertyResponse = ownedListing(1, { status: 'unpaid', validUntil: null, publishedAt: null });
const publishPath = `POST /api/properties/${listing.id}/publish`;
const orderId = '5f0c3a2e-8b1d-4c6e-9a7f-0d2b4e6a8c10';
const notify = vi.fn();
const onPhoneNotVerified = vi.fn();
let restoreConfig: () => void;

beforeEach(() => {
  resetBrowserState();
  logIn();
  router.push.mockReset();
  notify.mockReset();
  onPhoneNotVerified.mockReset();
  restoreConfig = configureApiClient({ notify, navigate: vi.fn() });
});

afterEach(() => {
  cleanup();
  getQueryClient().clear();
  restoreConfig();
  vi.unstubAllGlobals();
});

function renderSection() {
  render(
    <NextIntlClientProvider locale="bs" messages={bs}>
      <QueryProvider>
        <PublishSection listing={listing} dirty={false} onPhoneNotVerified={onPhoneNotVerified} />
      </QueryProvider>
    </NextIntlClientProvider>,
  );
  return screen.getByRole('button', { name: bs.properties.publish.submit });
}

describe('the editor’s Publish', () => {
  it('with a fee: puts the listing on an order and opens /payment for it', async () => {
    const api = installFakeApi({
      [publishPath]: { status: 200, body: { property: listing, paymentDue: 10 } },
      'POST /api/orders': { status: 201, body: { id: orderId } },
    });
    fireEvent.click(renderSection());
    await waitFor(() => expect(router.push).toHaveBeenCalledWith(`/payment?order=${orderId}`));
    expect(JSON.parse(api.sentTo('POST /api/orders')[0]?.body ?? '{}')).toEqual({
      items: [{ propertyId: listing.id, action: 'publish' }],
    });
    expect(router.push).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/uskoro/)).toBeNull();
  });

  it('free: published at once, then My properties, no order', async () => {
    const api = installFakeApi({
      [publishPath]: { status: 200, body: { property: { ...listing, status: 'listed' }, paymentDue: null } },
    });
    fireEvent.click(renderSection());
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/me/properties'));
    expect(api.sentTo('POST /api/orders')).toHaveLength(0);
  });

  it('stays when the order is refused (the api client says why), and the button works again', async () => {
    installFakeApi({
      [publishPath]: { status: 200, body: { property: listing, paymentDue: 10 } },
      'POST /api/orders': { status: 409, body: { message: 'PaymentInProgress' } },
    });
    const button = renderSection();
    fireEvent.click(button);
    await waitFor(() => expect(notify).toHaveBeenCalledWith(bs.errors.PaymentInProgress));
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    expect(router.push).not.toHaveBeenCalled();
  });

  it('sends a user whose phone is not verified to verify it, without an order', async () => {
    const api = installFakeApi({
      [publishPath]: { status: 403, body: { message: 'PhoneNumberNotVerified' } },
    });
    fireEvent.click(renderSection());
    await waitFor(() => expect(onPhoneNotVerified).toHaveBeenCalled());
    expect(api.sentTo('POST /api/orders')).toHaveLength(0);
    expect(notify).not.toHaveBeenCalled();
  });
});
