import type { Metadata } from 'next';
import { MyPropertiesPage, propertiesMetadata } from '@/features/properties/pages';
import { enterLocale } from '@/i18n/static';

export async function generateMetadata({
  params,
}: PageProps<'/locale/[locale]/me/properties'>): Promise<Metadata> {
  return propertiesMetadata(await enterLocale(params), 'list');
}

export default async function Page({ params }: PageProps<'/locale/[locale]/me/properties'>) {
  await enterLocale(params);
  return <MyPropertiesPage />;
}
