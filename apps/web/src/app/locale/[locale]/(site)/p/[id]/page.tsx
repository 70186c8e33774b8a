import type { Metadata } from 'next';
import { PropertyPage, propertyPageMetadata } from '@/features/property-page/PropertyPage';
import { enterLocale } from '@/i18n/static';

type Props = { params: Promise<{ locale: string; id: string }> };

/**
 * /p/{id} for a signed-in visitor (the proxy sends everyone else to ../p-public): rendered per
 * request with the session, so the owner sees a listing that is not public.
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await enterLocale(params);
  const { id } = await params;
  return propertyPageMetadata(id, locale, 'session');
}

export default async function Page({ params }: Props) {
  const locale = await enterLocale(params);
  const { id } = await params;
  return <PropertyPage id={id} language={locale} audience="session" />;
}
