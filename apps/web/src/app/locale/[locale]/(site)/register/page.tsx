import type { Metadata } from 'next';
import { accountMetadata, RegisterPage } from '@/features/accounts/pages';
import { enterLocale } from '@/i18n/static';

export async function generateMetadata({
  params,
}: PageProps<'/locale/[locale]/register'>): Promise<Metadata> {
  return accountMetadata(await enterLocale(params), 'register');
}

export default async function Page({ params }: PageProps<'/locale/[locale]/register'>) {
  await enterLocale(params);
  return <RegisterPage />;
}
