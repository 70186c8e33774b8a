import type { Metadata } from 'next';
import { SearchPage, searchPageMetadata } from '@/features/search/SearchPage';
import { enterLocale } from '@/i18n/static';

type Props = PageProps<'/locale/[locale]/rent'>;

/** /rent: the search over the whole country, rendered per request (its query is the search). */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const language = await enterLocale(params);
  return searchPageMetadata({ listingType: 'rent', slug: null, searchParams, language });
}

export default async function Page({ params, searchParams }: Props) {
  const language = await enterLocale(params);
  return <SearchPage listingType="rent" slug={null} searchParams={searchParams} language={language} />;
}
