import type { Metadata } from 'next';
import { accountMetadata, ForgotPasswordPage } from '@/features/accounts/pages';
import { enterLocale } from '@/i18n/static';

export async function generateMetadata({
  params,
}: PageProps<'/locale/[locale]/forgot-password'>): Promise<Metadata> {
  return accountMetadata(await enterLocale(params), 'forgotPassword');
}

export default async function Page({ params }: PageProps<'/locale/[locale]/forgot-password'>) {
  await enterLocale(params);
  return <ForgotPasswordPage />;
}
