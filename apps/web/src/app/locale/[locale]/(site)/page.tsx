import { HomePage } from '@/features/home/HomePage';
import { NewestListings } from '@/features/property-page/NewestListings';
import { enterLocale } from '@/i18n/static';

export default async function IndexPage({ params }: PageProps<'/locale/[locale]'>) {
  await enterLocale(params);
  return <HomePage newest={<NewestListings />} />;
}
