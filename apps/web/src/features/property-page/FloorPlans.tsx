'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { type ListingPhoto, largestVariant, photoSrcSet } from '@/shared/listings/listing-parts';

const PhotoViewer = dynamic(() => import('./PhotoViewer'), { ssr: false });

/** A listing's floor plans: whole (never cropped), on white, each opening the full-screen viewer. */
export function FloorPlans({ plans, title }: { plans: ListingPhoto[]; title: string }) {
  const t = useTranslations('propertyPage.media');
  const ready = plans.filter((plan) => plan.variants.length > 0);
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div data-testid="floor-plans">
      <ul className="grid gap-3 sm:grid-cols-2">
        {ready.map((plan, index) => (
          <li key={plan.id}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              className="block w-full overflow-hidden rounded-2xl border border-slate-200 bg-white p-2 hover:border-slate-400 focus-visible:outline-2 focus-visible:outline-brand-600"
              aria-label={t('openPlan', { position: index + 1, total: ready.length })}
            >
              {/* biome-ignore lint/performance/noImgElement: WebP variants from the api host with their own srcset. */}
              <img
                src={largestVariant(plan) ?? undefined}
                srcSet={photoSrcSet(plan)}
                sizes="(min-width: 640px) 50vw, 100vw"
                alt={t('planAlt', { position: index + 1, total: ready.length })}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] w-full object-contain"
              />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <PhotoViewer photos={ready} start={open} title={title} onClose={() => setOpen(null)} />
      )}
    </div>
  );
}
