'use client';

import type { MediaLink } from '@krov/contracts/media-links';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

/** What the frame may do: the players need their scripts and their own origin; nothing else. */
const sandbox = 'allow-scripts allow-same-origin allow-presentation allow-popups';

const providerNames: Record<MediaLink['provider'], string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  matterport: 'Matterport',
  kuula: 'Kuula',
  giraffe360: 'Giraffe360',
  cloudpano: 'CloudPano',
};

/**
 * A video or a 3D tour that loads nothing until the person asks (issue 31, point 4): a button in
 * the player's place; a tap frames the player the contracts name for the link (media-links.ts).
 * No third-party request on a first view, so the page's first paint and privacy stay as they were.
 */
export function EmbedOnRequest({
  link,
  kind,
  title,
}: {
  link: MediaLink;
  kind: 'video' | 'tour';
  title: string;
}) {
  const t = useTranslations('propertyPage.media');
  const [playing, setPlaying] = useState(false);
  const provider = providerNames[link.provider];
  if (playing) {
    return (
      <iframe
        src={link.embedUrl}
        title={t(kind === 'video' ? 'videoFrame' : 'tourFrame', { title })}
        className="aspect-video w-full rounded-2xl border-0 bg-slate-900"
        allow="autoplay; fullscreen; xr-spatial-tracking; picture-in-picture"
        allowFullScreen
        sandbox={sandbox}
        referrerPolicy="strict-origin-when-cross-origin"
        data-testid={`${kind}-frame`}
      />
    );
  }
  return (
    <div className="flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-2xl bg-slate-900 px-6 text-center text-white">
      <button
        type="button"
        onClick={() => setPlaying(true)}
        className="rounded-full bg-white px-5 py-2.5 text-base font-semibold text-slate-900 shadow-md hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        data-testid={`${kind}-play`}
      >
        {t(kind === 'video' ? 'playVideo' : 'openTour')}
      </button>
      <p className="max-w-md text-sm text-slate-200">{t('loadsFrom', { provider })}</p>
    </div>
  );
}
