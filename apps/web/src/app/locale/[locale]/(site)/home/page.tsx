import type { Metadata } from 'next';
import { HomeQuickSearch } from '@/app/_home/HomeQuickSearch';
import { HomePage } from '@/features/home/HomePage';
import { enterLocale } from '@/i18n/static';

// The same page as /, reachable under its name too (docs/product/SPEC.md §2); search engines index /.
export const metadata: Metadata = { alternates: { canonical: '/' } };

/** Rendered and renewed like / (see ../page.tsx). */
export const revalidate = 15;

export default async function HomeAliasPage({ params }: PageProps<'/locale/[locale]/home'>) {
  const locale = await enterLocale(params);
  return <HomePage language={locale} quickSearch={<HomeQuickSearch />} />;
}
