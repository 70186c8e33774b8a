'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/shared/api/api-error';
import { QueryProvider } from '@/shared/query/QueryProvider';
import { PropertyModalPreview } from './PropertyModalPreview';
import { PropertyView } from './PropertyView';
import { propertyPageApi } from './property-page-api';
import { propertyPageKeys } from './query-keys';
import type { PropertyPageData } from './types';

/** /p/{id} opened as a modal over a list: the same view, its data fetched in the browser. */
export function PropertyModalContent({ params }: { params: Record<string, string> }) {
  return (
    <QueryProvider>
      <ModalContent id={params.id ?? ''} />
    </QueryProvider>
  );
}

async function loadPage(id: string, signal: AbortSignal): Promise<PropertyPageData> {
  const options = { signal, quiet: true };
  // The owner, similar listings and price history are extras: the listing shows without them.
  const optional = <T,>(promise: Promise<T>) => promise.catch(() => null);
  const [listing, owner, similar, history, costs] = await Promise.all([
    propertyPageApi.get(id, options),
    optional(propertyPageApi.owner(id, options)),
    optional(propertyPageApi.similar(id, options)),
    optional(propertyPageApi.priceHistory(id, options)),
    optional(propertyPageApi.costs(id, options)),
  ]);
  return { listing, owner, similar: similar?.items ?? [], history, costs };
}

function ModalContent({ id }: { id: string }) {
  const t = useTranslations('propertyPage');
  const tProperties = useTranslations('properties');
  const page = useQuery({
    queryKey: propertyPageKeys.page(id),
    queryFn: ({ signal }) => loadPage(id, signal),
  });

  if (page.data) return <PropertyView data={page.data} headingLevel={2} />;
  if (page.isPending) return <PropertyModalPreview id={id} />;
  const { error } = page;
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    return (
      <div className="py-8">
        <h2 className="text-xl font-semibold text-slate-900">{tProperties('notFound.title')}</h2>
        <p className="mt-2 text-slate-700">{tProperties('notFound.text')}</p>
      </div>
    );
  }
  return <p className="py-8 text-slate-700">{t('loadFailed')}</p>;
}
