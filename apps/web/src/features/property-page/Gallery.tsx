'use client';

import { clsx } from 'clsx';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import {
  largestVariant,
  type ListingPhoto as PropertyPhoto,
  photoSrcSet,
} from '@/shared/listings/listing-parts';

// The viewer (and its dialog code) loads when someone is about to open it, not with the page.
const loadViewer = () => import('./PhotoViewer');
const PhotoViewer = dynamic(loadViewer, { ssr: false });
const preloadViewer = () => void loadViewer();

/** Tiles beside the cover on a wide screen. */
const tileCount = 2;
const coverSizes = '(min-width: 1152px) 840px, (min-width: 768px) 75vw, 100vw';
const tileSizes = '(min-width: 1152px) 280px, (min-width: 768px) 25vw, 100vw';

export interface GalleryProps {
  photos: PropertyPhoto[];
  /** The listing's title, for the viewer's name. */
  title: string;
}

/**
 * The photos of a listing: the cover large (prioritised: it is the page's largest paint), the next
 * ones loaded lazily, each a button that opens the full-screen viewer there. On a phone they
 * swipe, with the position shown ("2 / 9").
 */
export function Gallery({ photos, title }: GalleryProps) {
  const t = useTranslations('propertyPage.gallery');
  const ready = photos.filter((photo) => photo.variants.length > 0);
  const [open, setOpen] = useState<number | null>(null);
  const [shown, setShown] = useState(0);
  const total = ready.length;

  if (total === 0) {
    return (
      <div className="flex aspect-[16/9] items-center justify-center rounded-2xl bg-slate-100 text-slate-600">
        {t('noPhotos')}
      </div>
    );
  }

  // One row that swipes on a phone (every photo, snapping one to the screen); from md up the
  // cover large beside two tiles (two rows of the grid's fourth column), the rest hidden there:
  // every photo is in the viewer, which "Sve fotografije (N)" opens.
  return (
    <div data-testid="gallery" onPointerEnter={preloadViewer} onFocusCapture={preloadViewer}>
      <div className="relative">
        <div
          className="flex snap-x snap-mandatory gap-2 overflow-x-auto overscroll-x-contain [scrollbar-width:none] md:grid md:grid-cols-4 md:grid-rows-2 md:overflow-visible"
          data-testid="gallery-row"
          onScroll={(event) => {
            const row = event.currentTarget;
            setShown(Math.min(total - 1, Math.round(row.scrollLeft / Math.max(1, row.clientWidth))));
          }}
        >
          {ready.map((photo, index) => (
            <button
              key={photo.id}
              type="button"
              className={clsx(
                'relative aspect-[16/10] w-full shrink-0 snap-center overflow-hidden bg-slate-100 md:aspect-auto',
                index === 0 && 'rounded-2xl md:col-span-3 md:row-span-2 md:min-h-96',
                index > 0 && 'rounded-2xl md:rounded-xl',
                index > tileCount && 'md:hidden',
              )}
              aria-label={t('open', { position: index + 1, total })}
              onClick={() => setOpen(index)}
            >
              {/* biome-ignore lint/performance/noImgElement: WebP variants from the api host with their own srcset. */}
              <img
                src={largestVariant(photo) ?? undefined}
                srcSet={photoSrcSet(photo)}
                sizes={index === 0 ? coverSizes : tileSizes}
                alt={t('photoAlt', { position: index + 1, total })}
                width={index === 0 ? (photo.width ?? undefined) : undefined}
                height={index === 0 ? (photo.height ?? undefined) : undefined}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
                className="absolute inset-0 size-full object-cover"
              />
              {index === tileCount && total > tileCount + 1 && (
                <span className="absolute right-2 bottom-2 hidden rounded-full bg-slate-900/75 px-2 py-0.5 text-sm font-semibold text-white md:block">
                  +{total - tileCount - 1}
                </span>
              )}
            </button>
          ))}
        </div>
        {total > 1 && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute right-3 bottom-3 rounded-full bg-slate-900/75 px-2.5 py-0.5 text-sm font-semibold text-white tabular-nums md:hidden"
            data-testid="gallery-position"
          >
            {shown + 1} / {total}
          </span>
        )}
      </div>
      {total > 1 && (
        <button
          type="button"
          className="mt-2 text-sm font-medium text-brand-700 underline underline-offset-2"
          onClick={() => setOpen(0)}
          data-testid="gallery-all"
        >
          {t('all', { count: total })}
        </button>
      )}
      {open !== null && (
        <PhotoViewer photos={ready} start={open} title={title} onClose={() => setOpen(null)} />
      )}
    </div>
  );
}
