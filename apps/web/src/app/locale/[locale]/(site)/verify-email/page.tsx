import type { Metadata } from 'next';
import { accountMetadata, VerifyEmailPage } from '@/features/accounts/pages';
import { enterLocale } from '@/i18n/static';

export async function generateMetadata({
  params,
}: PageProps<'/locale/[locale]/verify-email'>): Promise<Metadata> {
  return accountMetadata(await enterLocale(params), 'verifyEmail');
}

export default async function Page({ params }: PageProps<'/locale/[locale]/verify-email'>) {
  await enterLocale(params);
  return <VerifyEmailPage />;
}
