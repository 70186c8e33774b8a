import type { MetadataRoute } from 'next';

/**
 * robots.txt: every public page may be crawled; a user's own pages (/me/…, /messages…, /payment,
 * /verify-phone) and /api/ may not (they answer a login or JSON, not content); the sitemap index is
 * named with the public web address. `/me/` with its slash: `/me` would also block `/media…`.
 */
export function robotsRules(origin: string): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/me/', '/messages', '/payment', '/verify-phone', '/api/'],
    },
    sitemap: `${origin}/sitemap.xml`,
  };
}
