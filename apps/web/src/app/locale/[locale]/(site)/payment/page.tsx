import type { Metadata } from 'next';
import { PaymentPage, paymentMetadata } from '@/features/payments/pages';
import { enterLocale } from '@/i18n/static';

export async function generateMetadata({ params }: PageProps<'/locale/[locale]/payment'>): Promise<Metadata> {
  return paymentMetadata(await enterLocale(params));
}

export default async function Page({ params }: PageProps<'/locale/[locale]/payment'>) {
  await enterLocale(params);
  return <PaymentPage />;
}
