import type { Metadata } from 'next';
import { NewPropertyPage, propertiesMetadata } from '@/features/properties/pages';
import { enterLocale } from '@/i18n/static';

export async function generateMetadata({
  params,
}: PageProps<'/locale/[locale]/me/properties/new'>): Promise<Metadata> {
  return propertiesMetadata(await enterLocale(params), 'new');
}

export default async function Page({ params }: PageProps<'/locale/[locale]/me/properties/new'>) {
  await enterLocale(params);
  return <NewPropertyPage />;
}
