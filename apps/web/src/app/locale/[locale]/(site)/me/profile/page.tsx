import type { Metadata } from 'next';
import { ProfilePage, profileMetadata } from '@/features/accounts/pages';
import { enterLocale } from '@/i18n/static';

export async function generateMetadata({
  params,
}: PageProps<'/locale/[locale]/me/profile'>): Promise<Metadata> {
  return profileMetadata(await enterLocale(params));
}

export default async function Page({ params }: PageProps<'/locale/[locale]/me/profile'>) {
  await enterLocale(params);
  return <ProfilePage />;
}
