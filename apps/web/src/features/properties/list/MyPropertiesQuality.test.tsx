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

const texts = bs.properties.quality;
const counts = { listed: 3, expired: 0, hidden: 0, unpaid: 0 };

function card(id: string) {
  const found = screen.getAllByTestId('property-card').find((each) => each.dataset.propertyId === id);
  if (!found) throw new Error(`no card ${id}`);
  return within(found);
}

describe('My properties: the quality score (issue 29)', () => {
  it('each card shows its score; its fixes, the largest first, open under "Kako podići ocjenu"', async () => {
    const weak = ownedListing(1, {
      quality: {
        score: 33,
        fixes: [
          { key: 'street_pin', points: 17 },
          { key: 'photos', points: 33 },
          { key: 'description', points: 17 },
        ],
      },
    });
    const complete = ownedListing(2, { quality: { score: 100, fixes: [] } });
    const sold = ownedListing(3, { soldAt: new Date().toISOString(), quality: { score: 40, fixes: [] } });
    installFakeApi({
      [myPropertiesPath]: () => ({ status: 200, body: { items: [weak, complete, sold], total: 3, counts } }),
    });
    renderMyPropertiesView();
    await waitFor(() => expect(screen.getAllByTestId('property-card')).toHaveLength(3));

    expect(card(weak.id).getByTestId('quality-score').textContent).toBe('33/100');
    fireEvent.click(card(weak.id).getByText(texts.howToRaise));
    const fixes = card(weak.id).getByTestId('quality-fixes');
    expect([...fixes.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      `${texts.fixes.photos}+33`,
      `${texts.fixes.street_pin}+17`,
      `${texts.fixes.description}+17`,
    ]);
    expect(card(complete.id).getByTestId('quality-score').textContent).toBe('100/100');
    expect(card(complete.id).getByText(texts.complete)).toBeTruthy();
    // A sold listing is done: no score to chase.
    expect(card(sold.id).queryByTestId('listing-quality')).toBeNull();
  });
});
