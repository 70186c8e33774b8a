// @vitest-environment happy-dom

import { bs } from '@krov/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { registerClientCatalogues } from '@/i18n/testing';
import { installFakeApi } from '@/shared/api/testing/fake-api';
import { ownedListing } from '../testing/listing';
import {
  myPropertiesPath,
  renderMyPropertiesView,
  setUpMyPropertiesTests,
} from '../testing/my-properties-view';

registerClientCatalogues();
// A listing's payment opens /payment with the router (use-listing-actions.ts).
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }),
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
const path = myPropertiesPath;
const counts = { listed: 2, expired: 0, hidden: 0, unpaid: 0 };
setUpMyPropertiesTests();

const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString();
const fresh = ownedListing(1, { validUntil: inDays(30), stats: { views: 1234, saves: 7, contacts: 3 } });
const endingSoon = ownedListing(2, { validUntil: inDays(2) });

/** The query of each call the list made. */
const asked = (api: ReturnType<typeof installFakeApi>) =>
  api.sentTo(path).map((sent) => Object.fromEntries(new URL(sent.url, 'http://localhost').searchParams));

describe('a card of My properties', () => {
  it('links the listing, shows its views, saves and contacts, and one action that fits its state', async () => {
    installFakeApi({ [path]: { status: 200, body: { items: [fresh, endingSoon], total: 2, counts } } });
    renderMyPropertiesView();
    const cards = await screen.findAllByTestId('property-card');
    const [first, second] = cards.map((card) => within(card));
    expect(first?.getByTestId('property-link').getAttribute('href')).toBe(`/p/${fresh.id}`);
    expect(first?.getByTestId('property-views').textContent).toBe('1.234');
    expect(first?.getByTestId('property-saves').textContent).toBe('7');
    expect(first?.getByTestId('property-contacts').textContent).toBe('3');
    // Published a minute ago: editing is the action, renewing waits in the menu.
    expect(first?.getByRole('link', { name: M.actions.edit })).toBeTruthy();
    expect(first?.queryByRole('button', { name: M.actions.renew })).toBeNull();
    expect(first?.getByRole('button', { name: M.more })).toBeTruthy();
    // Two days left: renewing is the action.
    expect(second?.getByRole('button', { name: M.actions.renew })).toBeTruthy();
    expect(second?.queryByRole('link', { name: M.actions.edit })).toBeNull();
    // One button and the menu per card, not seven.
    expect(first?.getAllByRole('button')).toHaveLength(1);
  });
});

describe('searching and sorting My properties', () => {
  it('asks with the words, not at every keystroke, and keeps search and order in the URL', async () => {
    const api = installFakeApi({ [path]: { status: 200, body: { items: [fresh], total: 1, counts } } });
    renderMyPropertiesView();
    await screen.findByTestId('property-card');
    const search = screen.getByLabelText(M.list.search);
    fireEvent.change(search, { target: { value: 'T' } });
    fireEvent.change(search, { target: { value: 'Titova 4' } });
    // Not a call per keystroke.
    expect(api.sentTo(path)).toHaveLength(1);
    fireEvent.submit(search);
    await waitFor(() => expect(asked(api).at(-1)).toMatchObject({ tab: 'listed', q: 'Titova 4' }));
    expect(new URLSearchParams(window.location.search).get('q')).toBe('Titova 4');

    fireEvent.change(screen.getByLabelText(M.list.sort), { target: { value: 'mostViewed' } });
    await waitFor(() => expect(asked(api).at(-1)).toMatchObject({ sort: 'mostViewed', q: 'Titova 4' }));
    expect(window.location.search).toBe('?q=Titova+4&sort=mostViewed');

    // Another tab keeps the search and the order.
    fireEvent.mouseDown(screen.getByRole('tab', { name: new RegExp(`^${M.tabs.expired}`) }));
    await waitFor(() =>
      expect(asked(api).at(-1)).toMatchObject({ tab: 'expired', sort: 'mostViewed', q: 'Titova 4' }),
    );
    expect(window.location.search).toBe('?q=Titova+4&sort=mostViewed&tab=expired');
  });

  it('says when nothing matches, and clearing the search shows the whole tab again', async () => {
    window.history.replaceState(null, '', '/me/properties?q=nigdje');
    const api = installFakeApi({
      [path]: (request) => {
        const q = new URL(request.url, 'http://localhost').searchParams.get('q');
        const items = q ? [] : [fresh];
        return { status: 200, body: { items, total: items.length, counts } };
      },
    });
    renderMyPropertiesView();
    const none = await screen.findByTestId('properties-no-match');
    expect(none.textContent).toContain(M.list.noMatch);
    // Not the empty tab's text: the tab has listings, the search found none.
    expect(screen.queryByTestId('properties-empty')).toBeNull();
    fireEvent.click(within(none).getByRole('button', { name: M.list.clear }));
    await screen.findByTestId('property-card');
    expect(asked(api).at(-1)).not.toHaveProperty('q');
    expect(window.location.search).toBe('');
  });
});
