import type { Metadata } from 'next';
import { SavedPage, savedMetadata } from '@/features/saved/pages';
import { enterLocale } from '@/i18n/static';

export async function generateMetadata({
  params,
}: PageProps<'/locale/[locale]/me/saved'>): Promise<Metadata> {
  return savedMetadata(await enterLocale(params));
}

export default async function Page({ params }: PageProps<'/locale/[locale]/me/saved'>) {
  await enterLocale(params);
  return <SavedPage />;
}
