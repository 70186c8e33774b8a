import type { Metadata } from 'next';
import { UnsubscribePage, unsubscribeMetadata } from '@/features/accounts/notifications/pages';
import { enterLocale } from '@/i18n/static';

export async function generateMetadata({
  params,
}: PageProps<'/locale/[locale]/unsubscribe'>): Promise<Metadata> {
  return unsubscribeMetadata(await enterLocale(params));
}

export default async function Page({ params }: PageProps<'/locale/[locale]/unsubscribe'>) {
  await enterLocale(params);
  return <UnsubscribePage />;
}
