import type { ListingType } from '@krov/contracts';
import type { AgencyPage, PlacePage } from './sitemap-types';

/**
 * How the sitemap is laid out (docs/decisions/101-sitemap.md): /sitemap.xml is an index of files,
 * each within the protocol's limits; the pages files hold the home page, /buy, /rent, the fixed
 * public pages and the place pages; the listings files hold /p/{id}. Pure: no source, no Next.
 */

/** sitemaps.org: at most 50 000 URLs and 50 MB (52 428 800 bytes, uncompressed) in one file. */
export const sitemapLimits = { urls: 50_000, bytes: 52_428_800 } as const;
export type SitemapLimits = { urls: number; bytes: number };

export interface UrlEntry {
  /** Absolute, on the public web address. */
  loc: string;
  lastmod?: string;
}

/** Public pages whose content does not come from listings (no lastmod: they change with releases). */
export const fixedPages = ['/about', '/legal/terms', '/legal/privacy'] as const;

const listingTypePath: Record<ListingType, string> = { sell: '/buy', rent: '/rent' };

/** The pages files' entries: /, /buy and /rent (when they have listings), fixed pages, places, agencies. */
export function pageEntries(
  origin: string,
  newest: Partial<Record<ListingType, string>>,
  places: readonly PlacePage[],
  agencies: readonly AgencyPage[] = [],
): UrlEntry[] {
  const dates = Object.values(newest).filter((date): date is string => Boolean(date));
  const newestOfAll = dates.sort().at(-1);
  const entries: UrlEntry[] = [{ loc: `${origin}/`, ...(newestOfAll ? { lastmod: newestOfAll } : {}) }];
  for (const type of ['sell', 'rent'] as const) {
    const lastmod = newest[type];
    if (lastmod) entries.push({ loc: `${origin}${listingTypePath[type]}`, lastmod });
  }
  for (const path of fixedPages) entries.push({ loc: `${origin}${path}` });
  for (const place of places) {
    entries.push({
      loc: `${origin}${listingTypePath[place.listingType]}/${encodeURIComponent(place.slug)}`,
      lastmod: place.lastModified,
    });
  }
  for (const agency of agencies) {
    entries.push({
      loc: `${origin}/agency/${encodeURIComponent(agency.slug)}`,
      lastmod: agency.lastModified,
    });
  }
  return entries;
}

export const listingEntry = (origin: string, listing: { id: string; lastModified: string }): UrlEntry => ({
  loc: `${origin}/p/${encodeURIComponent(listing.id)}`,
  lastmod: listing.lastModified,
});

// Text content escapes only these (the package leaves quotes as they are).
const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const escapeXml = (text: string) => text.replace(/[&<>]/g, (char) => escapes[char] ?? char);

/**
 * The bytes of one <url> as sitemap-xml.ts writes it: the package normalises the address as the
 * URL standard does (percent-encoding what needs it) and escapes the text (sitemap-plan.test.ts
 * holds the two equal).
 */
export function urlEntryBytes(entry: UrlEntry): number {
  const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '';
  return Buffer.byteLength(`<url><loc>${escapeXml(new URL(entry.loc).href)}</loc>${lastmod}</url>`);
}

/** The bytes of a urlset without its entries (declaration, root element). */
export const urlsetEnvelopeBytes = Buffer.byteLength(
  '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>',
);

/** Groups of entries in order, each within both limits; an entry alone over the byte limit is left out. */
export function splitIntoFiles(
  entries: readonly UrlEntry[],
  limits: SitemapLimits = sitemapLimits,
): UrlEntry[][] {
  const files: UrlEntry[][] = [];
  let current: UrlEntry[] = [];
  let bytes = urlsetEnvelopeBytes;
  for (const entry of entries) {
    const size = urlEntryBytes(entry);
    if (urlsetEnvelopeBytes + size > limits.bytes) continue;
    if (current.length >= limits.urls || bytes + size > limits.bytes) {
      files.push(current);
      current = [];
      bytes = urlsetEnvelopeBytes;
    }
    current.push(entry);
    bytes += size;
  }
  if (current.length > 0) files.push(current);
  return files;
}

/**
 * How many listings one file takes: the URL limit, unless the longest possible listing entry (a
 * 36-character id and a 24-character instant on this origin) would pass the byte limit first.
 */
export function listingsPerFile(origin: string, limits: SitemapLimits = sitemapLimits): number {
  const longest = urlEntryBytes(
    listingEntry(origin, { id: 'f'.repeat(36), lastModified: '2000-01-01T00:00:00.000Z' }),
  );
  return Math.max(1, Math.min(limits.urls, Math.floor((limits.bytes - urlsetEnvelopeBytes) / longest)));
}

export type SitemapFileKind = 'pages' | 'listings';

/** The path of a file under the web's root: /sitemaps/pages-0.xml, /sitemaps/listings-3.xml. */
export const sitemapFilePath = (kind: SitemapFileKind, index: number) => `/sitemaps/${kind}-${index}.xml`;

/** `pages-0.xml` → {kind: 'pages', index: 0}; anything else → null. */
export function parseSitemapFileName(name: string): { kind: SitemapFileKind; index: number } | null {
  const match = /^(pages|listings)-(0|[1-9]\d{0,6})\.xml$/.exec(name);
  return match ? { kind: match[1] as SitemapFileKind, index: Number(match[2]) } : null;
}

/** The newest of the entries' lastmods (a file's lastmod in the index). */
export function newestLastmod(dates: readonly (string | undefined)[]): string | undefined {
  return dates
    .filter((date): date is string => Boolean(date))
    .sort((a, b) => Date.parse(a) - Date.parse(b))
    .at(-1);
}
