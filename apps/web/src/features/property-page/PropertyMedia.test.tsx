// @vitest-environment happy-dom
import { tourLink, videoLink } from '@krov/contracts/media-links';
import { bs } from '@krov/messages';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { publicListing } from '@/shared/listings/testing/public-listing';
import { PropertyMedia } from './PropertyMedia';

afterEach(cleanup);

const M = bs.propertyPage.media;
const photo = (id: string) => ({
  id,
  variants: [{ width: 800, url: `/files/${id}-800.webp` }],
  width: 800,
  height: 600,
  position: 0,
  ready: true,
});

function renderMedia(change: Parameters<typeof publicListing>[1]) {
  const listing = publicListing(1, { photos: [photo('p1')], ...change });
  render(
    <NextIntlClientProvider locale="bs" messages={bs}>
      <PropertyMedia
        listing={listing}
        video={listing.videoUrl ? videoLink(listing.videoUrl) : null}
        tour={listing.tourUrl ? tourLink(listing.tourUrl) : null}
        title="Stan na prodaju"
      />
    </NextIntlClientProvider>,
  );
}

describe('PropertyMedia', () => {
  it('is the gallery alone for a listing with photos only: no tabs', () => {
    renderMedia({});
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByTestId('gallery')).toBeTruthy();
  });

  it('shows the floor plans in a tab of their own, whole', async () => {
    renderMedia({ floorPlans: [photo('f1'), photo('f2')] });
    const tab = screen.getByRole('tab', { name: 'Tlocrti (2)' });
    expect(tab.getAttribute('aria-selected')).toBe('false');
    fireEvent.click(tab);
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findAllByRole('img', { name: /^Tlocrt \d od 2$/ })).toHaveLength(2);
  });

  it('frames a video only once it is asked for, through YouTube’s no-cookie player', async () => {
    renderMedia({ videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    fireEvent.click(screen.getByRole('tab', { name: M.video }));
    expect(await screen.findByText('Učitava se s usluge YouTube tek kad ga pokrenete.')).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: M.playVideo }));
    const frame = document.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(frame?.getAttribute('title')).toBe('Video: Stan na prodaju');
  });

  it('frames a 3D tour of an allowed host on request; an unknown link gets no tab', async () => {
    renderMedia({
      tourUrl: 'https://my.matterport.com/show/?m=SxQL3iGyoDo',
      videoUrl: 'https://evil.example/v',
    });
    expect(screen.queryByRole('tab', { name: M.video })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: M.tour }));
    fireEvent.click(await screen.findByRole('button', { name: M.openTour }));
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe(
      'https://my.matterport.com/show/?m=SxQL3iGyoDo&play=1',
    );
  });

  it('moves between tabs with the arrow keys', () => {
    renderMedia({ floorPlans: [photo('f1')], videoUrl: 'https://vimeo.com/76979871' });
    const photos = screen.getByRole('tab', { name: 'Fotografije (1)' });
    fireEvent.keyDown(photos, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Tlocrti (1)' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Tlocrti (1)' }), { key: 'ArrowLeft' });
    expect(photos.getAttribute('aria-selected')).toBe('true');
  });
});
