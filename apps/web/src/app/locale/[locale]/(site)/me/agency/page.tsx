import type { Metadata } from 'next';
import { MyAgencyPage, myAgencyMetadata } from '@/features/agency/pages';
import { enterLocale } from '@/i18n/static';

export async function generateMetadata({
  params,
}: PageProps<'/locale/[locale]/me/agency'>): Promise<Metadata> {
  return myAgencyMetadata(await enterLocale(params));
}

export default async function Page({ params }: PageProps<'/locale/[locale]/me/agency'>) {
  await enterLocale(params);
  return <MyAgencyPage />;
}
