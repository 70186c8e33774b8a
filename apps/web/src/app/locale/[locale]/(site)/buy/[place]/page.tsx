import type { Metadata } from 'next';
import { SearchPage, searchPageMetadata } from '@/features/search/SearchPage';
import { enterLocale } from '@/i18n/static';

type Props = PageProps<'/locale/[locale]/buy/[place]'>;

/** /buy/{addressSlug}: the search inside a place (an unknown slug is the 404 page). */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const language = await enterLocale(params);
  const { place } = await params;
  return searchPageMetadata({ listingType: 'sell', slug: place, searchParams, language });
}

export default async function Page({ params, searchParams }: Props) {
  const language = await enterLocale(params);
  const { place } = await params;
  return <SearchPage listingType="sell" slug={place} searchParams={searchParams} language={language} />;
}
