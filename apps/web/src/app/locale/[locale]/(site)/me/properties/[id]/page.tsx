import type { Metadata } from 'next';
import { EditPropertyPage, propertiesMetadata } from '@/features/properties/pages';
import { enterLocale } from '@/i18n/static';

export async function generateMetadata({
  params,
}: PageProps<'/locale/[locale]/me/properties/[id]'>): Promise<Metadata> {
  return propertiesMetadata(await enterLocale(params), 'edit');
}

export default async function Page({ params }: PageProps<'/locale/[locale]/me/properties/[id]'>) {
  await enterLocale(params);
  const { id } = await params;
  return <EditPropertyPage id={id} />;
}
