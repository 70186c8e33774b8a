'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ApiError } from '@/shared/api/api-error';
import { Spinner } from '@/shared/ui/Spinner';
import { PropertyView } from './PropertyView';
import { propertyPageApi } from './property-page-api';
import type { PropertyPageData } from './types';

type Loaded =
  | { state: 'loading' }
  | { state: 'ready'; data: PropertyPageData }
  | { state: 'notFound' | 'failed' };

/** /p/{id} opened as a modal over a list: the same view, its data fetched in the browser. */
export function PropertyModalContent({ params }: { params: Record<string, string> }) {
  const id = params.id ?? '';
  const t = useTranslations('propertyPage');
  const tProperties = useTranslations('properties');
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    const options = { signal: controller.signal, quiet: true };
    const optional = <T,>(promise: Promise<T>) => promise.catch(() => null);
    Promise.all([
      propertyPageApi.get(id, options),
      optional(propertyPageApi.owner(id, options)),
      optional(propertyPageApi.similar(id, options)),
    ])
      .then(([listing, owner, similar]) =>
        setLoaded({ state: 'ready', data: { listing, owner, similar: similar?.items ?? [] } }),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
        setLoaded({ state: notFound ? 'notFound' : 'failed' });
      });
    return () => controller.abort();
  }, [id]);

  if (loaded.state === 'loading') {
    return (
      <div className="flex min-h-64 items-center justify-center">
        <Spinner />
      </div>
    );
  }
  if (loaded.state === 'notFound') {
    return (
      <div className="py-8">
        <h2 className="text-xl font-semibold text-slate-900">{tProperties('notFound.title')}</h2>
        <p className="mt-2 text-slate-700">{tProperties('notFound.text')}</p>
      </div>
    );
  }
  if (loaded.state !== 'ready') return <p className="py-8 text-slate-700">{t('loadFailed')}</p>;
  return <PropertyView data={loaded.data} headingLevel={2} />;
}
