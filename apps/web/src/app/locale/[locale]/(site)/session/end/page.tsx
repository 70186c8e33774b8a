import type { Metadata } from 'next';
import { SessionEndPage, sessionEndMetadata } from '@/features/accounts/pages';
import { enterLocale } from '@/i18n/static';

export async function generateMetadata({
  params,
}: PageProps<'/locale/[locale]/session/end'>): Promise<Metadata> {
  return sessionEndMetadata(await enterLocale(params));
}

export default async function Page({ params }: PageProps<'/locale/[locale]/session/end'>) {
  await enterLocale(params);
  return <SessionEndPage />;
}
