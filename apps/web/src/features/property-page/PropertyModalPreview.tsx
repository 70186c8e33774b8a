'use client';

import { useTranslations } from 'next-intl';
import { listingPreview } from '@/shared/listings/listing-preview';
import { Spinner } from '@/shared/ui/Spinner';

/**
 * The listing modal's first frame while the listing loads: the card's photo (already in the
 * browser), price, title and place where the view will put them, so opening a listing never shows
 * an empty sheet. Without a card (a link from elsewhere), a spinner. In the shell's bundle: it
 * shows before the modal's own code has arrived.
 */
export function PropertyModalPreview({ id }: { id: string }) {
  const t = useTranslations('propertyPage');
  const preview = listingPreview(id);
  const status = <Spinner label={t('loading')} className="size-6 text-brand-700" />;
  if (!preview) return <div className="flex min-h-64 items-center justify-center">{status}</div>;
  return (
    <div className="flex flex-col gap-8" aria-busy="true" data-testid="property-preview">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{preview.title}</p>
          <p className="mt-1 text-slate-700">{preview.place}</p>
        </div>
        <p className="text-3xl font-bold text-slate-900" data-testid="property-preview-price">
          {preview.price}
        </p>
      </div>
      <div className="relative aspect-[16/10] overflow-hidden rounded-2xl bg-slate-100 md:aspect-auto md:min-h-96">
        {preview.photo && (
          // biome-ignore lint/performance/noImgElement: the card's own image, already downloaded.
          <img src={preview.photo} alt="" className="absolute inset-0 size-full object-cover" />
        )}
        <div className="absolute inset-x-0 bottom-3 flex justify-center">
          <span className="rounded-full bg-white/90 px-3 py-1.5 shadow">{status}</span>
        </div>
      </div>
    </div>
  );
}
