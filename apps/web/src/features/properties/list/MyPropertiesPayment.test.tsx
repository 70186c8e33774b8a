// @vitest-environment happy-dom

import { bs } from '@krov/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { registerClientCatalogues } from '@/i18n/testing';
import { installFakeApi, type SentRequest } from '@/shared/api/testing/fake-api';
import { ownedListing } from '../testing/listing';
import {
  apiNotices,
  myPropertiesPath,
  renderMyPropertiesView,
  setUpMyPropertiesTests,
} from '../testing/my-properties-view';

registerClientCatalogues();
const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn() };
vi.mock('next/navigation', () => ({
  useRouter: () => router,
  usePathname: () => window.location.pathname,
  useSearchParams: () => new URLSearchParams(window.location.search),
}));
vi.mock('next/link', () => ({
  default: ({ href, children, ...props }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));

const M = bs.myProperties;
const orderId = '5f0c3a2e-8b1d-4c6e-9a7f-0d2b4e6a8c10';
const created = { status: 201, body: { id: orderId } };
setUpMyPropertiesTests();

const unpaid = ownedListing(1, { status: 'unpaid', validUntil: null, publishedAt: null });
const expired = ownedListing(2, { status: 'expired', validUntil: '2026-10-01T10:00:00.000Z' });
const expiredToo = ownedListing(3, { status: 'expired', validUntil: '2026-10-02T10:00:00.000Z' });
const expiredSold = ownedListing(4, { status: 'expired', soldAt: '2026-09-20T10:00:00.000Z' });
const agencys = ownedListing(5, { status: 'expired', heldBy: { id: 'a1', name: 'Agent' } });
const counts = { listed: 0, expired: 4, hidden: 0, unpaid: 1 };
const page = (items: ReturnType<typeof ownedListing>[]) => ({
  status: 200,
  body: { items, total: items.length, counts, limit: { used: 1, max: 5 } },
});
const body = (sent: SentRequest | undefined) => JSON.parse(sent?.body ?? '{}');
const tab = (request: SentRequest) => new URL(request.url, 'http://localhost').searchParams.get('tab');

describe('My properties: publishing and renewing for a fee', () => {
  it('Publish on an unpaid card makes an order for that listing and opens /payment', async () => {
    router.push.mockReset();
    const api = installFakeApi({
      [myPropertiesPath]: page([unpaid]),
      [`POST /api/properties/${unpaid.id}/publish`]: {
        status: 200,
        body: { property: unpaid, paymentDue: 10 },
      },
      'POST /api/orders': created,
    });
    renderMyPropertiesView();
    const card = await screen.findByTestId('property-card');
    fireEvent.click(within(card).getByRole('button', { name: M.actions.publish }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith(`/payment?order=${orderId}`));
    expect(body(api.sentTo('POST /api/orders')[0])).toEqual({
      items: [{ propertyId: unpaid.id, action: 'publish' }],
    });
    expect(apiNotices).not.toHaveBeenCalled();
  });

  it('Renew on an expired card makes an order to renew it', async () => {
    router.push.mockReset();
    window.history.replaceState(null, '', '/me/properties?tab=expired');
    const api = installFakeApi({
      [myPropertiesPath]: page([expired]),
      [`POST /api/properties/${expired.id}/renew`]: {
        status: 200,
        body: { property: expired, paymentDue: 10 },
      },
      'POST /api/orders': created,
    });
    renderMyPropertiesView();
    const card = await screen.findByTestId('property-card');
    fireEvent.click(within(card).getByRole('button', { name: M.actions.renew }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith(`/payment?order=${orderId}`));
    expect(body(api.sentTo('POST /api/orders')[0])).toEqual({
      items: [{ propertyId: expired.id, action: 'renew' }],
    });
  });

  it('Renew all puts every expired listing it would renew on one order: not the sold ones, not the agency’s', async () => {
    router.push.mockReset();
    window.history.replaceState(null, '', '/me/properties?tab=expired');
    const api = installFakeApi({
      [myPropertiesPath]: page([expired, expiredToo, expiredSold, agencys]),
      'POST /api/users/me/properties/renew-all': { status: 200, body: { renewed: 0, paymentDue: 20 } },
      'POST /api/orders': created,
    });
    renderMyPropertiesView();
    await screen.findAllByTestId('property-card');
    const before = api.sentTo(myPropertiesPath).length;
    fireEvent.click(screen.getByRole('button', { name: M.renewAll.submit }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith(`/payment?order=${orderId}`));
    // The whole Expired tab was read for the order.
    const read = api.sentTo(myPropertiesPath).slice(before, before + 1);
    expect(read.map(tab)).toEqual(['expired']);
    expect(body(api.sentTo('POST /api/orders')[0])).toEqual({
      items: [
        { propertyId: expired.id, action: 'renew' },
        { propertyId: expiredToo.id, action: 'renew' },
      ],
    });
    expect(apiNotices).not.toHaveBeenCalled();
  });

  it('Renew all without a fee renews at once and opens no payment', async () => {
    router.push.mockReset();
    window.history.replaceState(null, '', '/me/properties?tab=expired');
    const api = installFakeApi({
      [myPropertiesPath]: page([expired]),
      'POST /api/users/me/properties/renew-all': { status: 200, body: { renewed: 1, paymentDue: null } },
    });
    renderMyPropertiesView();
    await screen.findAllByTestId('property-card');
    fireEvent.click(screen.getByRole('button', { name: M.renewAll.submit }));
    await waitFor(() => expect(api.sentTo('POST /api/users/me/properties/renew-all')).toHaveLength(1));
    await waitFor(() => expect(api.sentTo(myPropertiesPath).length).toBeGreaterThan(1));
    expect(api.sentTo('POST /api/orders')).toHaveLength(0);
    expect(router.push).not.toHaveBeenCalled();
  });
});
