// @vitest-environment happy-dom
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
import type { PropertyPhoto } from '../properties-api';
import { ownedListing } from '../testing/listing';
import { PhotoManager } from './PhotoManager';

registerClientCatalogues();

let restoreConfig: () => void;
const photos = bs.properties.photos;

function photo(id: string, ready: boolean): PropertyPhoto {
  const variants = ready ? [{ width: 320, url: `http://api.test/${id}-320.webp` }] : [];
  return { id, variants, width: 800, height: 600, position: 0, ready };
}

beforeEach(() => {
  resetBrowserState();
  logIn();
  restoreConfig = configureApiClient({ notify: vi.fn(), navigate: vi.fn() });
});

afterEach(() => {
  cleanup();
  getQueryClient().clear();
  restoreConfig();
  vi.unstubAllGlobals();
});

function renderManager(listingId: string) {
  render(
    <NextIntlClientProvider locale="bs" messages={bs}>
      <QueryProvider>
        <PhotoManager listingId={listingId} />
      </QueryProvider>
    </NextIntlClientProvider>,
  );
}

describe('the photo manager', () => {
  it('asks for the listing again while a photo is processed, and shows it once ready', async () => {
    const listing = ownedListing(1);
    const api = installFakeApi({
      [`GET /api/properties/${listing.id}`]: (_request, calls) => ({
        status: 200,
        body: { ...listing, photos: [photo('a', calls > 0)] },
      }),
    });
    renderManager(listing.id);
    expect(await screen.findByText(photos.processing)).toBeTruthy();
    const tile = await screen.findByRole(
      'img',
      { name: photos.photoAlt.replace('{position}', '1') },
      { timeout: 4_000 },
    );
    expect(tile.getAttribute('src')).toBe('http://api.test/a-320.webp');
    expect(api.sentTo(`GET /api/properties/${listing.id}`)).toHaveLength(2);
  });

  it('shows the listing the delete call answers', async () => {
    const listing = ownedListing(2, { photos: [photo('a', true), photo('b', true)] });
    const api = installFakeApi({
      [`GET /api/properties/${listing.id}`]: { status: 200, body: listing },
      [`DELETE /api/properties/${listing.id}/photos/a`]: {
        status: 200,
        body: { ...listing, photos: [photo('b', true)] },
      },
    });
    renderManager(listing.id);
    fireEvent.click(
      await screen.findByRole('button', { name: photos.deleteLabel.replace('{position}', '1') }),
    );
    await waitFor(() => expect(screen.getAllByTestId('photo-item')).toHaveLength(1));
    expect(screen.getAllByTestId('photo-item')[0]?.getAttribute('data-photo-id')).toBe('b');
    expect(api.sentTo(`DELETE /api/properties/${listing.id}/photos/a`)).toHaveLength(1);
  });
});
