import type { Metadata } from 'next';
import { PropertyPage, propertyPageMetadata } from '@/features/property-page/PropertyPage';
import { enterLocale } from '@/i18n/static';

type Props = { params: Promise<{ locale: string; id: string }> };

/**
 * /p/{id} for every visitor without a session (proxy.ts rewrites them here; /p-public itself is not
 * a public URL): the same page for all, so Next renders it on the first visit and serves that copy
 * for 5 s, rendering it anew in the background after (the api's public answers may be as old:
 * docs/decisions.md, Property page 9). Nothing here reads the request.
 */
export const revalidate = 5;

/** No listing is rendered at build time; each on its first visit. */
export function generateStaticParams(): { id: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await enterLocale(params);
  const { id } = await params;
  return propertyPageMetadata(id, locale, 'public');
}

export default async function Page({ params }: Props) {
  const locale = await enterLocale(params);
  const { id } = await params;
  return <PropertyPage id={id} language={locale} audience="public" />;
}
