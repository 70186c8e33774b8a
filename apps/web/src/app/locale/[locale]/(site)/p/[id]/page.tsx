import type { Metadata } from 'next';
import { PropertyPage, propertyPageMetadata } from '../../../../../../features/property-page/PropertyPage';
import { enterLocale } from '../../../../../../i18n/static';

type Props = { params: Promise<{ locale: string; id: string }> };

/** /p/{id}: the property page, rendered per request (the owner may see a non-public listing). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await enterLocale(params);
  const { id } = await params;
  return propertyPageMetadata(id, locale);
}

export default async function Page({ params }: Props) {
  const locale = await enterLocale(params);
  const { id } = await params;
  return <PropertyPage id={id} language={locale} />;
}
