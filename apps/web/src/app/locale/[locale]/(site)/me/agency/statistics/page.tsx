import type { Metadata } from 'next';
import { AgencyStatisticsPage, agencyStatisticsMetadata } from '@/features/agency/statistics/page';
import { enterLocale } from '@/i18n/static';

export async function generateMetadata({
  params,
}: PageProps<'/locale/[locale]/me/agency/statistics'>): Promise<Metadata> {
  return agencyStatisticsMetadata(await enterLocale(params));
}

export default async function Page({ params }: PageProps<'/locale/[locale]/me/agency/statistics'>) {
  await enterLocale(params);
  return <AgencyStatisticsPage />;
}
