import type { Metadata } from 'next';
import { SavedSearchesPage, savedSearchesMetadata } from '@/features/search/saved-searches/pages';
import { enterLocale } from '@/i18n/static';

export async function generateMetadata({
  params,
}: PageProps<'/locale/[locale]/me/searches'>): Promise<Metadata> {
  return savedSearchesMetadata(await enterLocale(params));
}

export default async function Page({ params }: PageProps<'/locale/[locale]/me/searches'>) {
  await enterLocale(params);
  return <SavedSearchesPage />;
}
