import type { Metadata } from 'next';
import { accountMetadata, LoginPage } from '@/features/accounts/pages';
import { enterLocale } from '@/i18n/static';

export async function generateMetadata({ params }: PageProps<'/locale/[locale]/login'>): Promise<Metadata> {
  return accountMetadata(await enterLocale(params), 'login');
}

export default async function Page({ params }: PageProps<'/locale/[locale]/login'>) {
  await enterLocale(params);
  return <LoginPage />;
}
