import { sitemapIndexResponse } from '@/features/sitemap/sitemap-responses';
import { sitemapSource } from '@/features/sitemap/sitemap-source';
import { webServerConfig } from '@/shared/config.server';

// Read at run time: no api answers during the build, and the public address is the deployment's.
export const dynamic = 'force-dynamic';

/** The sitemap index (docs/decisions/101-sitemap.md). */
export function GET(): Promise<Response> {
  return sitemapIndexResponse(sitemapSource(), webServerConfig().publicWebUrl);
}
