import type { Metadata } from 'next';
import { OrdersPage, ordersMetadata } from '@/features/payments/pages';
import { enterLocale } from '@/i18n/static';

export async function generateMetadata({
  params,
}: PageProps<'/locale/[locale]/me/orders'>): Promise<Metadata> {
  return ordersMetadata(await enterLocale(params));
}

export default async function Page({ params }: PageProps<'/locale/[locale]/me/orders'>) {
  await enterLocale(params);
  return <OrdersPage />;
}
