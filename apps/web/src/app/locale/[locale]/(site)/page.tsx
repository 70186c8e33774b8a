import { HomeQuickSearch } from '@/app/_home/HomeQuickSearch';
import { HomePage } from '@/features/home/HomePage';
import { enterLocale } from '@/i18n/static';

/**
 * The home page has the api's newest listings and place counts in its HTML, so it is one cached
 * copy (ISR): a visit to a copy older than 15 s gets it at once and has it rendered anew in the
 * background; a copy 30 s old is never served (`expireTime`), the next visit renders it first.
 * The copy the build makes (no api runs then, so without those parts) is thus gone 30 s after the
 * build (docs/decisions/097-home-page-data.md).
 */
export const revalidate = 15;

export default async function IndexPage({ params }: PageProps<'/locale/[locale]'>) {
  const locale = await enterLocale(params);
  return <HomePage language={locale} quickSearch={<HomeQuickSearch />} />;
}
