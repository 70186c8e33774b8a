import type { Metadata } from 'next';
import { StillAvailablePage, stillAvailableMetadata } from '@/features/availability/pages';
import { enterLocale } from '@/i18n/static';

export async function generateMetadata({
  params,
}: PageProps<'/locale/[locale]/still-available'>): Promise<Metadata> {
  return stillAvailableMetadata(await enterLocale(params));
}

export default async function Page({ params }: PageProps<'/locale/[locale]/still-available'>) {
  await enterLocale(params);
  return <StillAvailablePage />;
}
