import type { AgenciesResponse } from '@krov/contracts';
import type { AgencyPage } from './sitemap-types';

/** One page of GET /api/agencies after `cursor` (biggest agencies first). */
export type AgenciesPage = (cursor: string | undefined) => Promise<AgenciesResponse>;

export interface AgencyPagesOptions {
  agenciesPage: AgenciesPage;
  /** At most this many agencies (the biggest): a bound on the walk, far above Bosnia's count. */
  maxAgencies: number;
  /** How long one walk serves every request. */
  ttlMs: number;
  now: () => number;
}

/**
 * The approved agencies' public pages for the sitemap: GET /api/agencies walked page by page once
 * per `ttlMs`, shared by every request meanwhile. A failed walk is not kept: the next asks again.
 */
export function createAgencyPagesSource(options: AgencyPagesOptions): () => Promise<AgencyPage[]> {
  let walked: { at: number; pages: Promise<AgencyPage[]> } | undefined;

  async function walk(): Promise<AgencyPage[]> {
    const pages: AgencyPage[] = [];
    let cursor: string | undefined;
    do {
      const page = await options.agenciesPage(cursor);
      for (const item of page.items) {
        if (pages.length >= options.maxAgencies) break;
        pages.push({ slug: item.slug, lastModified: item.updatedAt });
      }
      cursor = page.nextCursor ?? undefined;
    } while (cursor && pages.length < options.maxAgencies);
    return pages;
  }

  return () => {
    const now = options.now();
    if (!walked || now - walked.at >= options.ttlMs) {
      const current = { at: now, pages: walk() };
      current.pages.catch(() => {
        if (walked === current) walked = undefined;
      });
      walked = current;
    }
    return walked.pages;
  };
}
