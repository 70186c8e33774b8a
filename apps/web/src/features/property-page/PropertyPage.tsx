import type { Language } from '@krov/contracts';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { webServerConfig } from '../../shared/config.server';
import { PropertyView } from './PropertyView';
import { jsonLdText, propertyJsonLd, propertyMetadata } from './seo';
import { loadPropertyPage } from './server-data';

/** Title, description, canonical URL, Open Graph and Twitter card of /p/{id}, in the HTML. */
export async function propertyPageMetadata(id: string, language: Language): Promise<Metadata> {
  const data = await loadPropertyPage(id);
  if (!data) return {};
  return propertyMetadata(data.listing, language, webServerConfig().publicWebUrl);
}

/**
 * /p/{id} rendered on the server with the visitor's session (so the owner sees a listing that is
 * not public): the whole page and its schema.org RealEstateListing are in the HTML.
 */
export async function PropertyPage({ id, language }: { id: string; language: Language }) {
  const data = await loadPropertyPage(id);
  if (!data) notFound();
  const jsonLd = propertyJsonLd(data.listing, language, webServerConfig().publicWebUrl);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-10">
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD, with "<" escaped.
        dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }}
      />
      <PropertyView data={data} />
    </div>
  );
}
