import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LegalDocument } from '@/features/legal/LegalDocument';
import { enterLocale } from '@/i18n/static';

/** /legal/privacy?__raw=true (the proxy rewrites it here): the text alone, for the apps' web views. */
export async function generateMetadata({
  params,
}: PageProps<'/locale/[locale]/raw/legal/privacy'>): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'legal.privacy' });
  return {
    title: t('title'),
    robots: { index: false },
    alternates: { canonical: '/legal/privacy' },
  };
}

export default async function RawPrivacyPage({ params }: PageProps<'/locale/[locale]/raw/legal/privacy'>) {
  await enterLocale(params);
  return (
    <main className="px-4 py-5" data-raw-mode="true">
      <LegalDocument document="privacy" raw />
    </main>
  );
}
