'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import {
  largestVariant,
  type ListingPhoto as PropertyPhoto,
  photoSrcSet,
} from '@/shared/listings/listing-parts';
import { CloseIcon } from '@/shared/ui/CloseIcon';
import { useReturnFocus } from '@/shared/ui/use-return-focus';

/** How far a finger must travel sideways to change the photo, in CSS pixels. */
const swipeThresholdPx = 40;

/**
 * The full-screen viewer of a listing's photos: arrows and keys move, a swipe moves, the counter
 * says where you are. Its own module so the dialog code loads when someone opens a photo, not
 * with the page (Gallery imports it lazily).
 */
export default function PhotoViewer({
  photos,
  start,
  title,
  onClose,
}: {
  photos: PropertyPhoto[];
  start: number;
  title: string;
  onClose(): void;
}) {
  const t = useTranslations('propertyPage.gallery');
  const [index, setIndex] = useState(start);
  const returnFocus = useReturnFocus();
  const swipeFrom = useRef<number | null>(null);
  const total = photos.length;
  const photo = photos[index] as PropertyPhoto;
  const move = (step: number) => setIndex((current) => (current + step + total) % total);

  return (
    // A Radix dialog of its own: over a listing shown as a modal, Escape closes only this layer.
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-slate-950" />
        <Dialog.Content
          data-testid="photo-viewer"
          aria-describedby={undefined}
          {...returnFocus}
          className="fixed inset-0 z-[70] flex flex-col text-white focus:outline-none"
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight') {
              event.preventDefault();
              move(1);
            } else if (event.key === 'ArrowLeft') {
              event.preventDefault();
              move(-1);
            }
          }}
          onPointerDown={(event) => {
            swipeFrom.current = event.clientX;
          }}
          onPointerUp={(event) => {
            const from = swipeFrom.current;
            swipeFrom.current = null;
            if (from === null) return;
            const distance = event.clientX - from;
            if (Math.abs(distance) >= swipeThresholdPx) move(distance < 0 ? 1 : -1);
          }}
        >
          <div className="flex items-center justify-between gap-4 p-3 sm:p-4">
            <Dialog.Title className="truncate text-base font-semibold">
              {title} · {t('viewer')}
            </Dialog.Title>
            <p
              className="shrink-0 text-sm font-semibold tabular-nums"
              data-testid="photo-counter"
              aria-live="polite"
            >
              {index + 1} / {total}
            </p>
            <Dialog.Close
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-white/15"
              aria-label={t('close')}
            >
              <CloseIcon className="size-6" />
            </Dialog.Close>
          </div>
          <div className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center select-none">
            {/* biome-ignore lint/performance/noImgElement: WebP variants from the api host with their own srcset. */}
            <img
              key={photo.id}
              src={largestVariant(photo) ?? undefined}
              srcSet={photoSrcSet(photo)}
              sizes="100vw"
              alt={t('photoAlt', { position: index + 1, total })}
              draggable={false}
              className="max-h-full max-w-full object-contain"
            />
            {total > 1 && (
              <>
                <ViewerButton side="left" label={t('previous')} onClick={() => move(-1)} />
                <ViewerButton side="right" label={t('next')} onClick={() => move(1)} />
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ViewerButton({ side, label, onClick }: { side: 'left' | 'right'; label: string; onClick(): void }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      onPointerUp={(event) => event.stopPropagation()}
      className={`absolute top-1/2 ${side === 'left' ? 'left-2' : 'right-2'} inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-slate-900/60 hover:bg-slate-900/85`}
    >
      <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" fill="none">
        <path
          d={side === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
