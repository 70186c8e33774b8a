import { Readable } from 'node:stream';
import { SitemapIndexStream, SitemapStream, streamToPromise } from 'sitemap';
import type { UrlEntry } from './sitemap-plan';

/**
 * The sitemaps.org XML, written by the `sitemap` package (escaping, the protocol's tags): a
 * urlset of pages, or an index of files. Only <loc> and <lastmod>: search engines ignore
 * changefreq and priority; no hreflang, as every URL serves both languages (record 101).
 */

const plain = { news: false, video: false, image: false, xhtml: false } as const;

const toItem = (entry: UrlEntry) => ({
  url: entry.loc,
  ...(entry.lastmod ? { lastmod: entry.lastmod } : {}),
});

export async function urlsetXml(entries: readonly UrlEntry[]): Promise<string> {
  const stream = new SitemapStream({ xmlns: plain });
  return (await streamToPromise(Readable.from(entries.map(toItem)).pipe(stream))).toString('utf8');
}

export async function sitemapIndexXml(files: readonly UrlEntry[]): Promise<string> {
  const stream = new SitemapIndexStream();
  return (await streamToPromise(Readable.from(files.map(toItem)).pipe(stream))).toString('utf8');
}
