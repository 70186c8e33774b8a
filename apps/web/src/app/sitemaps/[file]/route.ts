import { sitemapFileResponse } from '@/features/sitemap/sitemap-responses';
import { sitemapSource } from '@/features/sitemap/sitemap-source';
import { webServerConfig } from '@/shared/config.server';

export const dynamic = 'force-dynamic';

/** One file of the sitemap index: /sitemaps/pages-0.xml, /sitemaps/listings-0.xml, … */
export async function GET(
  _request: Request,
  { params }: RouteContext<'/sitemaps/[file]'>,
): Promise<Response> {
  const { file } = await params;
  return sitemapFileResponse(sitemapSource(), webServerConfig().publicWebUrl, file);
}
