import type { Metadata } from 'next';
import { AgencyInvoicesPage, agencyInvoicesMetadata } from '@/features/agency/invoices/page';
import { enterLocale } from '@/i18n/static';

export async function generateMetadata({
  params,
}: PageProps<'/locale/[locale]/me/agency/invoices'>): Promise<Metadata> {
  return agencyInvoicesMetadata(await enterLocale(params));
}

export default async function Page({ params }: PageProps<'/locale/[locale]/me/agency/invoices'>) {
  await enterLocale(params);
  return <AgencyInvoicesPage />;
}
