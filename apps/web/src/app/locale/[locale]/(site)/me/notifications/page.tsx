import type { Metadata } from 'next';
import { NotificationsPage, notificationsMetadata } from '@/features/accounts/notifications/pages';
import { enterLocale } from '@/i18n/static';

export async function generateMetadata({
  params,
}: PageProps<'/locale/[locale]/me/notifications'>): Promise<Metadata> {
  return notificationsMetadata(await enterLocale(params));
}

export default async function Page({ params }: PageProps<'/locale/[locale]/me/notifications'>) {
  await enterLocale(params);
  return <NotificationsPage />;
}
