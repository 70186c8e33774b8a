import type { Metadata } from 'next';
import { AgencyPublicPage, agencyPageMetadata } from '@/features/agency/public/AgencyPublicPage';
import { agencySlugsToPrerender } from '@/features/agency/public/server-data';
import { enterLocale } from '@/i18n/static';

type Props = { params: Promise<{ locale: string; slug: string }> };

/**
 * /agency/{slug}: the same page for everyone, rendered on its first visit and then served from
 * Next's cache, renewed in the background 10 s after it was made (never served once older than
 * next.config's expireTime). Nothing here reads the request.
 */
export const revalidate = 10;

/**
 * The biggest agencies' pages are rendered at build time when the build reaches the api (npm start
 * builds once the api is up); the rest render on their first visit and are cached the same way.
 */
export async function generateStaticParams(): Promise<{ slug: string }[]> {
  return (await agencySlugsToPrerender()).map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await enterLocale(params);
  const { slug } = await params;
  return agencyPageMetadata(slug, locale);
}

export default async function Page({ params }: Props) {
  const locale = await enterLocale(params);
  const { slug } = await params;
  return <AgencyPublicPage slug={slug} language={locale} />;
}
