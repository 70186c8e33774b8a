import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LegalDocument } from '@/features/legal/LegalDocument';
import { enterLocale } from '@/i18n/static';

export async function generateMetadata({
  params,
}: PageProps<'/locale/[locale]/legal/terms'>): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'legal.terms' });
  return { title: t('title'), description: t('description') };
}

export default async function TermsPage({ params }: PageProps<'/locale/[locale]/legal/terms'>) {
  await enterLocale(params);
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <LegalDocument document="terms" />
    </div>
  );
}
