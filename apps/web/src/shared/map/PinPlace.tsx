'use client';

import type { Location } from '@krov/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { isApiError } from '@/shared/api/api-error';
import { request } from '@/shared/api/client';

/**
 * The municipality and neighbourhood a pin lands in (GET /api/pin-place), shown while the seller
 * places it, so a wrong one is seen before it is public. The editor's pages carry a QueryClient.
 */
export function PinPlace({ at }: { at: Location }) {
  const t = useTranslations('properties.map');
  const place = useQuery({
    queryKey: ['pin-place', at.lat, at.lng],
    queryFn: ({ signal }) =>
      request('pinPlace', { query: { lat: at.lat, lng: at.lng } }, { signal, quiet: true }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (place.data) {
    const { municipality, neighbourhood } = place.data;
    return (
      <p className="font-medium text-slate-900" data-testid="pin-place">
        {neighbourhood
          ? t('resolvedWith', { municipality: municipality.name, neighbourhood: neighbourhood.name })
          : t('resolved', { municipality: municipality.name })}
      </p>
    );
  }
  if (isApiError(place.error) && place.error.key === 'AddressNotValid') {
    return (
      <p className="font-medium text-amber-800" data-testid="pin-place">
        {t('outside')}
      </p>
    );
  }
  return null;
}
