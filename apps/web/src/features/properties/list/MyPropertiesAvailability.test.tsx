// @vitest-environment happy-dom

import type { MyProperty } from '@krov/contracts';
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

const counts = { listed: 2, expired: 0, hidden: 1, unpaid: 0 };
const texts = bs.myProperties.availability;

function card(id: string) {
  const found = screen.getAllByTestId('property-card').find((each) => each.dataset.propertyId === id);
  if (!found) throw new Error(`no card ${id}`);
  return within(found);
}

describe('My properties: is it still available? (issue 29)', () => {
  it('a listing asked and waiting offers one tap "Još je dostupno", which confirms it and asks the list again', async () => {
    const asked = ownedListing(1, { confirmBy: '2026-12-01T10:00:00.000Z' });
    const calm = ownedListing(2, { confirmedAt: new Date().toISOString() });
    let answered: MyProperty[] = [asked, calm];
    const confirmPath = `POST /api/properties/${asked.id}/confirm-available`;
    const api = installFakeApi({
      [myPropertiesPath]: () => ({ status: 200, body: { items: answered, total: 2, counts } }),
      [confirmPath]: () => {
        answered = [{ ...asked, confirmBy: null, confirmedAt: new Date().toISOString() }, calm];
        return { status: 200, body: { propertyId: asked.id, confirmedAt: new Date().toISOString() } };
      },
    });
    renderMyPropertiesView();
    await waitFor(() => expect(screen.getAllByTestId('property-card')).toHaveLength(2));
    expect(card(asked.id).getByTestId('availability-question').textContent).toContain('1. 12. 2026.');
    // The other shows when it was last confirmed, and no question.
    expect(card(calm.id).queryByTestId('availability-question')).toBeNull();
    expect(card(calm.id).getByTestId('confirmed-age').textContent).toBe(bs.listingCard.confirmed.today);

    fireEvent.click(card(asked.id).getByRole('button', { name: texts.confirm }));
    await waitFor(() => expect(api.sentTo(confirmPath)).toHaveLength(1));
    await waitFor(() => expect(card(asked.id).queryByTestId('availability-question')).toBeNull());
    expect(api.sentTo(myPropertiesPath).length).toBeGreaterThanOrEqual(2);
  });

  it('a listing hidden as unconfirmed says why, and "Još je dostupno" is its one button instead of "show again"', async () => {
    window.history.replaceState(null, '', '/me/properties?tab=hidden');
    const hidden = ownedListing(3, { status: 'hidden', hiddenReason: 'unconfirmed' });
    installFakeApi({
      [myPropertiesPath]: { status: 200, body: { items: [hidden], total: 1, counts } },
    });
    renderMyPropertiesView();
    await waitFor(() => expect(screen.getAllByTestId('property-card')).toHaveLength(1));
    expect(card(hidden.id).getByTestId('property-status').textContent).toBe(
      bs.myProperties.card.hiddenUnconfirmed,
    );
    expect(card(hidden.id).getByTestId('availability-question').dataset.state).toBe('hiddenUnconfirmed');
    expect(card(hidden.id).getByRole('button', { name: texts.confirm })).toBeTruthy();
    expect(card(hidden.id).queryByRole('button', { name: bs.myProperties.actions.unhide })).toBeNull();
  });
});
