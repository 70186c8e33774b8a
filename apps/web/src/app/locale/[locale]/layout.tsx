import type { Metadata, Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageScopedMessages } from '@/app/_shell/page-messages';
import { Document } from '@/features/shell/Document';
import { enterLocale, localeParams } from '@/i18n/static';
import { webServerConfig } from '@/shared/config.server';
import '@/app/globals.css';

/**
 * Every page lives under /locale/{bs|en}/…, where the proxy rewrites each request (URLs carry no
 * locale). One prerendered copy per language.
 */
export const generateStaticParams = localeParams;

export async function generateMetadata({ params }: LayoutProps<'/locale/[locale]'>): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'meta' });
  return {
    title: { default: t('title'), template: '%s · Krov' },
    description: t('description'),
    metadataBase: new URL(webServerConfig().publicWebUrl),
    applicationName: 'Krov',
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = {
  themeColor: '#b43a1a',
  width: 'device-width',
  initialScale: 1,
};

export default async function LocaleLayout({ children, params }: LayoutProps<'/locale/[locale]'>) {
  const locale = await enterLocale(params);
  return (
    <Document locale={locale} pageParts={pageScopedMessages}>
      {children}
    </Document>
  );
}
