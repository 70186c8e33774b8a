import type { ListingType, PropertyResponse, SearchResponse } from '@krov/contracts';
import type { ListingFile, ListingPage, PlacePage, SitemapSource } from './sitemap-types';

/** One page of the search: `sort=newest&limit=48`, after `cursor`. */
export type SearchPage = (cursor: string | undefined) => Promise<SearchResponse>;

export interface SearchSitemapOptions {
  searchPage: SearchPage;
  /** The newest this many public listings at most: paging the whole market through the search is not reasonable. */
  maxListings: number;
  /** How long one walk through the search serves every sitemap file. */
  ttlMs: number;
  now: () => number;
}

interface Listed extends ListingPage {
  listingType: ListingType;
  places: string[];
}

function placeSlugs(listing: PropertyResponse): string[] {
  const { entity, canton, city, municipality, neighbourhood } = listing.place;
  return [entity, canton, city, municipality, neighbourhood].flatMap((place) => (place ? [place.slug] : []));
}

const later = (a: string, b: string) => (Date.parse(b) > Date.parse(a) ? b : a);

/**
 * The sitemap from the existing public calls: the search's cursor pages, newest first, up to
 * `maxListings`, walked once per `ttlMs` and shared by the index and every file; the places are
 * those of the listings walked (each listing names its entity, canton, city, municipality and
 * neighbourhood). A failed walk is not kept: the next request tries again.
 */
export function createSearchSitemapSource(options: SearchSitemapOptions): Omit<SitemapSource, 'agencies'> {
  let walked: { at: number; listings: Promise<Listed[]> } | undefined;

  async function walk(): Promise<Listed[]> {
    const byId = new Map<string, Listed>();
    let cursor: string | undefined;
    do {
      const page = await options.searchPage(cursor);
      for (const item of page.items) {
        if (byId.size >= options.maxListings) break;
        byId.set(item.id, {
          id: item.id,
          lastModified: item.updatedAt,
          listingType: item.listingType,
          places: placeSlugs(item),
        });
      }
      cursor = page.nextCursor ?? undefined;
    } while (cursor && byId.size < options.maxListings);
    return [...byId.values()];
  }

  function listings(): Promise<Listed[]> {
    const now = options.now();
    if (!walked || now - walked.at >= options.ttlMs) {
      const current = { at: now, listings: walk() };
      current.listings.catch(() => {
        if (walked === current) walked = undefined;
      });
      walked = current;
    }
    return walked.listings;
  }

  return {
    async places(): Promise<PlacePage[]> {
      const pages = new Map<string, PlacePage>();
      for (const listing of await listings()) {
        for (const slug of listing.places) {
          const key = `${listing.listingType}/${slug}`;
          const known = pages.get(key);
          pages.set(key, {
            listingType: listing.listingType,
            slug,
            lastModified: known ? later(known.lastModified, listing.lastModified) : listing.lastModified,
          });
        }
      }
      return [...pages.values()].sort(
        (a, b) => a.listingType.localeCompare(b.listingType) || a.slug.localeCompare(b.slug),
      );
    },

    async listingFiles(perFile: number): Promise<ListingFile[]> {
      const all = await listings();
      const files: ListingFile[] = [];
      for (let start = 0; start < all.length; start += perFile) {
        const slice = all.slice(start, start + perFile);
        files.push({
          count: slice.length,
          lastModified: slice.map((listing) => listing.lastModified).reduce(later),
        });
      }
      return files;
    },

    async listings(index: number, perFile: number): Promise<ListingPage[]> {
      const slice = (await listings()).slice(index * perFile, (index + 1) * perFile);
      return slice.map(({ id, lastModified }) => ({ id, lastModified }));
    },

    async newest() {
      const newest: Partial<Record<ListingType, string>> = {};
      for (const listing of await listings()) {
        const known = newest[listing.listingType];
        newest[listing.listingType] = known ? later(known, listing.lastModified) : listing.lastModified;
      }
      return newest;
    },
  };
}
