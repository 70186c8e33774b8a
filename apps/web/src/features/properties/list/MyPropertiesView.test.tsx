// @vitest-environment happy-dom

import { bs } from '@krov/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
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

setUpMyPropertiesTests();

const counts = { listed: 0, expired: 2, hidden: 0, unpaid: 0 };
const path = myPropertiesPath;

const tab = (name: keyof typeof counts) =>
  screen.getByRole('tab', { name: new RegExp(`^${bs.myProperties.tabs[name]}`) });

describe('My properties’ tabs', () => {
  it('are a labelled tab list whose arrow keys choose the next tab, kept in the URL and loaded 24 at a time', async () => {
    const api = installFakeApi({ [path]: { status: 200, body: { items: [], total: 0, counts } } });
    renderMyPropertiesView();
    expect(screen.getByRole('tablist', { name: bs.myProperties.tabsLabel })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('tab-count-expired').textContent).toBe('2'));
    expect(tab('listed').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tab('listed').id);

    tab('listed').focus();
    fireEvent.keyDown(tab('listed'), { key: 'ArrowRight' });
    await waitFor(() => expect(tab('expired').getAttribute('aria-selected')).toBe('true'));
    expect(document.activeElement).toBe(tab('expired'));
    expect(window.location.search).toBe('?tab=expired');
    await waitFor(() => expect(api.sentTo(path)).toHaveLength(2));
    const asked = new URL(api.sentTo(path)[1]?.url ?? '', 'http://localhost').searchParams;
    expect(Object.fromEntries(asked)).toEqual({ tab: 'expired', sort: 'newest', page: '1', pageSize: '24' });
  });

  it('load 24 more at a time until the total, a listing that moved up a page shown once', async () => {
    const all = Array.from({ length: 30 }, (_, index) => ownedListing(index + 1));
    const api = installFakeApi({
      [path]: (request) => {
        const page = Number(new URL(request.url, 'http://localhost').searchParams.get('page'));
        // Page 2 starts with the last listing of page 1: one moved between the two loads.
        const items = page === 1 ? all.slice(0, 24) : all.slice(23);
        return { status: 200, body: { items, total: 30, counts: { ...counts, listed: 30 } } };
      },
    });
    renderMyPropertiesView();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(24));
    fireEvent.click(screen.getByRole('button', { name: bs.myProperties.loadMore }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(30));
    expect(screen.queryByRole('button', { name: bs.myProperties.loadMore })).toBeNull();
    expect(
      api.sentTo(path).map((sent) => new URL(sent.url, 'http://localhost').searchParams.get('page')),
    ).toEqual(['1', '2']);
  });
});
