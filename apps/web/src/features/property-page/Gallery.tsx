'use client';

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

export interface GalleryProps {
  photos: PropertyPhoto[];
  /** The listing's title, for the viewer's name. */
  title: string;
}

/**
 * The photos of a listing: the cover large (prioritised: it is the page's largest paint), the next
 * ones as tiles loaded lazily, each a button that opens the full-screen viewer there.
 */
export function Gallery({ photos, title }: GalleryProps) {
  const t = useTranslations('propertyPage.gallery');
  const ready = photos.filter((photo) => photo.variants.length > 0);
  const [open, setOpen] = useState<number | null>(null);
  const total = ready.length;

  if (total === 0) {
    return (
      <div className="flex aspect-[16/9] items-center justify-center rounded-2xl bg-slate-100 text-slate-600">
        {t('noPhotos')}
      </div>
    );
  }

  const [cover, ...rest] = ready as [PropertyPhoto, ...PropertyPhoto[]];
  // Beside the cover there is room for two tiles (two rows of the grid's fourth column); every
  // photo is in the viewer, which "Sve fotografije (N)" opens.
  const tiles = rest.slice(0, tileCount);
  return (
    <div data-testid="gallery" onPointerEnter={preloadViewer} onFocusCapture={preloadViewer}>
      <div className="grid gap-2 md:grid-cols-4 md:grid-rows-2">
        <button
          type="button"
          className="relative aspect-[16/10] overflow-hidden rounded-2xl bg-slate-100 md:col-span-3 md:row-span-2 md:aspect-auto md:min-h-96"
          aria-label={t('open', { position: 1, total })}
          onClick={() => setOpen(0)}
        >
          {/* biome-ignore lint/performance/noImgElement: WebP variants from the api host with their own srcset. */}
          <img
            src={largestVariant(cover) ?? undefined}
            srcSet={photoSrcSet(cover)}
            sizes="(min-width: 1152px) 840px, (min-width: 768px) 75vw, 100vw"
            alt={t('photoAlt', { position: 1, total })}
            width={cover.width ?? undefined}
            height={cover.height ?? undefined}
            fetchPriority="high"
            loading="eager"
            decoding="async"
            className="absolute inset-0 size-full object-cover"
          />
        </button>
        {tiles.map((photo, index) => (
          <button
            key={photo.id}
            type="button"
            className="relative hidden aspect-[4/3] overflow-hidden rounded-xl bg-slate-100 md:block md:aspect-auto"
            aria-label={t('open', { position: index + 2, total })}
            onClick={() => setOpen(index + 1)}
          >
            {/* biome-ignore lint/performance/noImgElement: WebP variants from the api host with their own srcset. */}
            <img
              src={largestVariant(photo) ?? undefined}
              srcSet={photoSrcSet(photo)}
              sizes="(min-width: 1152px) 280px, 25vw"
              alt={t('photoAlt', { position: index + 2, total })}
              loading="lazy"
              decoding="async"
              className="absolute inset-0 size-full object-cover"
            />
            {index === tiles.length - 1 && total > tiles.length + 1 && (
              <span className="absolute right-2 bottom-2 rounded-full bg-slate-900/75 px-2 py-0.5 text-sm font-semibold text-white">
                +{total - tiles.length - 1}
              </span>
            )}
          </button>
        ))}
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
