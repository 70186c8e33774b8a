import type { Metadata } from 'next';
import { HomePage } from '@/features/home/HomePage';
import { NewestListings } from '@/features/property-page/NewestListings';
import { enterLocale } from '@/i18n/static';

// The same page as /, reachable under its name too (docs/product/SPEC.md §2); search engines index /.
export const metadata: Metadata = { alternates: { canonical: '/' } };

export default async function HomeAliasPage({ params }: PageProps<'/locale/[locale]/home'>) {
  await enterLocale(params);
  return <HomePage newest={<NewestListings />} />;
}
