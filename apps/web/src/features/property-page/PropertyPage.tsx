import type { Language } from '@krov/contracts';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { webServerConfig } from '@/shared/config.server';
import { jsonLdText } from '@/shared/seo/json-ld';
import { PropertyView } from './PropertyView';
import { propertyJsonLd, propertyMetadata } from './seo';
import { loadPropertyPage, loadPublicPropertyPage } from './server-data';

/**
 * Who the page is rendered for: a signed-in visitor (per request, with the session: the owner sees
 * a listing that is not public) or anyone else (the same page for all, cached for seconds).
 */
export type PropertyPageAudience = 'session' | 'public';

const loaders = { session: loadPropertyPage, public: loadPublicPropertyPage };

/** Title, description, canonical URL, Open Graph and Twitter card of /p/{id}, in the HTML. */
export async function propertyPageMetadata(
  id: string,
  language: Language,
  audience: PropertyPageAudience,
): Promise<Metadata> {
  const data = await loaders[audience](id);
  if (!data) return {};
  return propertyMetadata(data.listing, language, webServerConfig().publicWebUrl);
}

/**
 * /p/{id} rendered on the server: the whole page and its schema.org RealEstateListing are in the
 * HTML (docs/decisions.md, Property page 1 and 9).
 */
export async function PropertyPage({
  id,
  language,
  audience,
}: {
  id: string;
  language: Language;
  audience: PropertyPageAudience;
}) {
  const data = await loaders[audience](id);
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
