'use client';

import type { Location } from '@krov/contracts';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';

const LocationMap = dynamic(() => import('@/shared/map/LocationMap'), {
  ssr: false,
  loading: () => <div className="size-full bg-slate-200" />,
});

const noChange = () => {};

/**
 * True once the element enters the viewport. The map (Leaflet, the largest script of this page)
 * loads then, not with the page: on a phone it sits below the photos, the price and the facts,
 * and a visitor who never scrolls to it never downloads it. The grey box keeps its place meanwhile.
 */
function useNearViewport(ref: React.RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

/** The listing's pin on the offline map, read-only (browser only, like the editor's map). */
export function PlaceMap({ location }: { location: Location }) {
  const t = useTranslations('propertyPage.place');
  const tMap = useTranslations('properties.map');
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  return (
    <div
      ref={box}
      className="h-64 overflow-hidden rounded-2xl border border-slate-200 bg-slate-200 sm:h-72"
      data-testid="place-map"
    >
      {near && (
        <LocationMap
          value={location}
          onChange={noChange}
          readOnly
          labels={{
            map: t('map'),
            marker: t('marker'),
            zoomIn: tMap('zoomIn'),
            zoomOut: tMap('zoomOut'),
            boundaries: tMap('boundaries'),
          }}
        />
      )}
    </div>
  );
}
