'use client';

import type { Location } from '@krov/contracts';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';

const LocationMap = dynamic(() => import('../properties/map/LocationMap'), {
  ssr: false,
  loading: () => <div className="size-full bg-slate-200" />,
});

const noChange = () => {};

/** The listing's pin on the offline map, read-only (browser only, like the editor's map). */
export function PlaceMap({ location }: { location: Location }) {
  const t = useTranslations('propertyPage.place');
  const tMap = useTranslations('properties.map');
  return (
    <div className="h-64 overflow-hidden rounded-2xl border border-slate-200 sm:h-72" data-testid="place-map">
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
    </div>
  );
}
