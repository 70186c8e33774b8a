import type { Metadata } from 'next';
import { accountMetadata, VerifyPhonePage } from '@/features/accounts/pages';
import { enterLocale } from '@/i18n/static';

export async function generateMetadata({
  params,
}: PageProps<'/locale/[locale]/verify-phone'>): Promise<Metadata> {
  return accountMetadata(await enterLocale(params), 'verifyPhone');
}

export default async function Page({ params }: PageProps<'/locale/[locale]/verify-phone'>) {
  await enterLocale(params);
  return <VerifyPhonePage />;
}
