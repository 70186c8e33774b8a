import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LanguageChooser } from '@/features/shell/LanguageChooser';
import { enterLocale } from '@/i18n/static';

export async function generateMetadata({
  params,
}: PageProps<'/locale/[locale]/language'>): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'language' });
  return { title: t('title') };
}

export default async function LanguagePage({ params }: PageProps<'/locale/[locale]/language'>) {
  await enterLocale(params);
  const t = await getTranslations('language');
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
      <p className="mt-3 text-slate-700">{t('intro')}</p>
      <LanguageChooser />
    </div>
  );
}
