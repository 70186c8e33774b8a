'use client';

import type { PropertyResponse } from '@krov/contracts';
import type { MediaLink } from '@krov/contracts/media-links';
import { clsx } from 'clsx';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Gallery } from './Gallery';

// The floor plans and the players load when their tab is opened, not with the page (its budget).
const FloorPlans = dynamic(() => import('./FloorPlans').then((module) => module.FloorPlans));
const EmbedOnRequest = dynamic(() => import('./EmbedOnRequest').then((module) => module.EmbedOnRequest));

type Tab = 'photos' | 'plans' | 'video' | 'tour';

/**
 * The listing's media: its photos (the gallery), and when it has them, its floor plans, its video
 * and its 3D tour, each in a tab of its own (issue 31, point 4). A listing with photos only shows
 * the gallery as before: no tabs, nothing more to load.
 */
export function PropertyMedia({
  listing,
  video,
  tour,
  title,
}: {
  listing: Pick<PropertyResponse, 'photos' | 'floorPlans'>;
  /** The listing's links read by the page (media-links.ts), so their reader stays out of this code. */
  video: MediaLink | null;
  tour: MediaLink | null;
  title: string;
}) {
  const t = useTranslations('propertyPage.media');
  const id = useId();
  const plans = listing.floorPlans.filter((plan) => plan.variants.length > 0);
  const tabs: { tab: Tab; label: string }[] = [
    { tab: 'photos', label: t('photos', { count: listing.photos.length }) },
    ...(plans.length > 0 ? [{ tab: 'plans' as const, label: t('plans', { count: plans.length }) }] : []),
    ...(video ? [{ tab: 'video' as const, label: t('video') }] : []),
    ...(tour ? [{ tab: 'tour' as const, label: t('tour') }] : []),
  ];
  const [shown, setShown] = useState<Tab>('photos');
  if (tabs.length === 1) return <Gallery photos={listing.photos} title={title} />;

  const move = (from: number, step: number) => {
    const next = tabs[(from + step + tabs.length) % tabs.length];
    if (!next) return;
    setShown(next.tab);
    document.getElementById(`${id}-${next.tab}-tab`)?.focus();
  };
  return (
    <div className="flex flex-col gap-3">
      <div role="tablist" aria-label={t('label')} className="flex flex-wrap gap-2">
        {tabs.map(({ tab, label }, index) => (
          <button
            key={tab}
            id={`${id}-${tab}-tab`}
            type="button"
            role="tab"
            aria-selected={shown === tab}
            aria-controls={`${id}-${tab}-panel`}
            tabIndex={shown === tab ? 0 : -1}
            onClick={() => setShown(tab)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') move(index, 1);
              if (event.key === 'ArrowLeft') move(index, -1);
            }}
            className={clsx(
              'rounded-full px-4 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600',
              shown === tab ? 'bg-slate-900 text-white' : 'bg-slate-100 text-slate-800 hover:bg-slate-200',
            )}
          >
            {label}
          </button>
        ))}
      </div>
      {tabs.map(({ tab }) => (
        <div
          key={tab}
          id={`${id}-${tab}-panel`}
          role="tabpanel"
          aria-labelledby={`${id}-${tab}-tab`}
          hidden={shown !== tab}
        >
          {tab === 'photos' && <Gallery photos={listing.photos} title={title} />}
          {tab === 'plans' && shown === 'plans' && <FloorPlans plans={plans} title={title} />}
          {tab === 'video' && video && shown === 'video' && (
            <EmbedOnRequest link={video} kind="video" title={title} />
          )}
          {tab === 'tour' && tour && shown === 'tour' && (
            <EmbedOnRequest link={tour} kind="tour" title={title} />
          )}
        </div>
      ))}
    </div>
  );
}
