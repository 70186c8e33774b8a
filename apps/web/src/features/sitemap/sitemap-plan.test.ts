import { Readable } from 'node:stream';
import { parseSitemap } from 'sitemap';
import { describe, expect, it } from 'vitest';
import {
  listingEntry,
  listingsPerFile,
  pageEntries,
  parseSitemapFileName,
  sitemapLimits,
  splitIntoFiles,
  type UrlEntry,
  urlEntryBytes,
  urlsetEnvelopeBytes,
} from './sitemap-plan';
import { urlsetXml } from './sitemap-xml';

const origin = 'https://krov.ba';
const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;
const entries = (count: number): UrlEntry[] =>
  Array.from({ length: count }, (_, n) => ({ loc: `${origin}/p/${n}`, lastmod: at((n % 28) + 1) }));

describe('splitting the sitemap', () => {
  it('keeps every file at or under the URL limit (50 000 in the protocol), in order, nothing lost', () => {
    expect(sitemapLimits).toEqual({ urls: 50_000, bytes: 50 * 1024 * 1024 });
    const all = entries(121);
    const limits = { urls: 50, bytes: sitemapLimits.bytes };
    const files = splitIntoFiles(all, limits);
    expect(files.map((file) => file.length)).toEqual([50, 50, 21]);
    expect(files.flat()).toEqual(all);
    expect(splitIntoFiles(entries(50), limits)).toHaveLength(1);
    expect(splitIntoFiles([])).toEqual([]);
  });

  it('starts a new file before the byte limit is passed', () => {
    const all = entries(10);
    const oneEntry = urlEntryBytes(all[0] as UrlEntry);
    // Room for three entries of this size and a few bytes, not four.
    const limits = { urls: 50_000, bytes: urlsetEnvelopeBytes + oneEntry * 3 + 5 };
    const files = splitIntoFiles(all, limits);
    expect(files.map((file) => file.length)).toEqual([3, 3, 3, 1]);
    for (const file of files) {
      const bytes = urlsetEnvelopeBytes + file.reduce((sum, entry) => sum + urlEntryBytes(entry), 0);
      expect(bytes).toBeLessThanOrEqual(limits.bytes);
    }
  });

  it('measures an entry exactly as the XML writes it (escaping included)', async () => {
    const file: UrlEntry[] = [
      { loc: `${origin}/buy/centar-sarajevo`, lastmod: at(3) },
      { loc: `${origin}/about?a=1&b='2'` },
      { loc: `${origin}/p/ž` },
    ];
    const xml = await urlsetXml(file);
    expect(Buffer.byteLength(xml)).toBe(
      urlsetEnvelopeBytes + file.reduce((sum, e) => sum + urlEntryBytes(e), 0),
    );
  });

  it('takes 50 000 listings a file: their longest entry is far below 50 MB / 50 000', () => {
    expect(listingsPerFile(origin)).toBe(sitemapLimits.urls);
    // With a tiny byte limit the bytes decide (what a much longer origin would need).
    const longest = urlEntryBytes(listingEntry(origin, { id: 'f'.repeat(36), lastModified: at(1) }));
    expect(listingsPerFile(origin, { urls: 50_000, bytes: urlsetEnvelopeBytes + longest * 7 + 1 })).toBe(7);
  });
});

describe('the pages of the sitemap', () => {
  it('lists /, /buy and /rent with their newest listing, the fixed pages, each place page, each agency', async () => {
    const list = pageEntries(
      origin,
      { sell: at(5), rent: at(9) },
      [
        { listingType: 'sell', slug: 'sarajevo', lastModified: at(5) },
        { listingType: 'rent', slug: 'dobrinja', lastModified: at(9) },
      ],
      [{ slug: 'dom-i-sinovi', lastModified: at(3) }],
    );
    expect(list).toEqual([
      { loc: 'https://krov.ba/', lastmod: at(9) },
      { loc: 'https://krov.ba/buy', lastmod: at(5) },
      { loc: 'https://krov.ba/rent', lastmod: at(9) },
      { loc: 'https://krov.ba/about' },
      { loc: 'https://krov.ba/legal/terms' },
      { loc: 'https://krov.ba/legal/privacy' },
      { loc: 'https://krov.ba/buy/sarajevo', lastmod: at(5) },
      { loc: 'https://krov.ba/rent/dobrinja', lastmod: at(9) },
      { loc: 'https://krov.ba/agency/dom-i-sinovi', lastmod: at(3) },
    ]);
    // Parsed back by the package's own reader: the XML is a valid urlset.
    const parsed = await parseSitemap(Readable.from([await urlsetXml(list)]));
    expect(parsed.map((item) => [item.url, item.lastmod])).toEqual(list.map((e) => [e.loc, e.lastmod]));
  });

  it('leaves out /buy or /rent without public listings of that type', () => {
    const list = pageEntries(origin, { rent: at(2) }, []);
    expect(list.map((entry) => entry.loc)).toEqual([
      'https://krov.ba/',
      'https://krov.ba/rent',
      'https://krov.ba/about',
      'https://krov.ba/legal/terms',
      'https://krov.ba/legal/privacy',
    ]);
    expect(pageEntries(origin, {}, [])[0]).toEqual({ loc: 'https://krov.ba/' });
  });
});

describe('sitemap file names', () => {
  it('are pages-N.xml or listings-N.xml, nothing else', () => {
    expect(parseSitemapFileName('pages-0.xml')).toEqual({ kind: 'pages', index: 0 });
    expect(parseSitemapFileName('listings-12.xml')).toEqual({ kind: 'listings', index: 12 });
    for (const name of [
      'pages-01.xml',
      'pages-0',
      'other-0.xml',
      'listings--1.xml',
      '../pages-0.xml',
      'pages-0.xml.gz',
    ]) {
      expect(parseSitemapFileName(name), name).toBeNull();
    }
  });
});
