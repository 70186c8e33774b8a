import type { Metadata } from 'next';
import { AgencyPublicPage, agencyPageMetadata } from '@/features/agency/public/AgencyPublicPage';
import { enterLocale } from '@/i18n/static';

type Props = { params: Promise<{ locale: string; slug: string }> };

/**
 * /agency/{slug}: the same page for everyone, rendered on its first visit and then served from
 * Next's cache, renewed in the background 10 s after it was made (never served once older than
 * next.config's expireTime). Nothing here reads the request.
 */
export const revalidate = 10;

/**
 * None at build time: the build runs without an api (as the sitemap's record 101 says), and the
 * api has no list of the biggest agencies to ask for; each page renders on its first visit.
 */
export function generateStaticParams(): { slug: string }[] {
  return [];
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
