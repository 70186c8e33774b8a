import type { ListingType } from '@krov/contracts';

/**
 * What the sitemap is made of, whatever the source (the one choosing it: sitemap-source.ts,
 * docs/decisions/101-sitemap.md). Every date is an ISO 8601 instant (the sitemap's lastmod).
 */

/** /buy/{slug} or /rent/{slug}: a place with public listings of that type. */
export interface PlacePage {
  listingType: ListingType;
  slug: string;
  /** The newest change among those listings. */
  lastModified: string;
}

/** /p/{id}: a public listing. */
export interface ListingPage {
  id: string;
  lastModified: string;
}

/** /agency/{slug}: an approved agency's public page. */
export interface AgencyPage {
  slug: string;
  /** The agency's last change. */
  lastModified: string;
}

/** One file's worth of public listings (at most the `perFile` the caller asked for). */
export interface ListingFile {
  count: number;
  /** The newest change among its listings. */
  lastModified: string;
}

export interface SitemapSource {
  places(): Promise<PlacePage[]>;
  /** The approved agencies' pages, biggest first. */
  agencies(): Promise<AgencyPage[]>;
  /** How the public listings split into files of at most `perFile`, in a stable order. */
  listingFiles(perFile: number): Promise<ListingFile[]>;
  /** The listings of file `index` (from 0) of that split; empty past the last. */
  listings(index: number, perFile: number): Promise<ListingPage[]>;
  /** The newest change of a public listing of each type (the /buy and /rent pages), if any. */
  newest(): Promise<Partial<Record<ListingType, string>>>;
}
