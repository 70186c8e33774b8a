import type { Metadata } from 'next';
import { InvitationPage, invitationMetadata } from '@/features/agency/pages';
import { enterLocale } from '@/i18n/static';

export async function generateMetadata({
  params,
}: PageProps<'/locale/[locale]/invitation'>): Promise<Metadata> {
  return invitationMetadata(await enterLocale(params));
}

export default async function Page({ params }: PageProps<'/locale/[locale]/invitation'>) {
  await enterLocale(params);
  return <InvitationPage />;
}
