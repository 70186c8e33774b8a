import { createRequire } from 'node:module';
import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { generalPolicy, paymentPolicy } from './src/shared/security/script-policy.ts';

// next-intl finds its per-request configuration (locale, messages) here.
const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

// Messages reach next-intl precompiled (src/i18n/compiled-messages.ts): format them with use-intl's
// formatter for compiled messages instead of the one that parses ICU at run time. Turbopack wants
// the alias as a path relative to this directory.
const formatOnly = path.relative(
  import.meta.dirname,
  createRequire(import.meta.url).resolve('use-intl/format-message/format-only'),
);

/**
 * Sent with every page and file but the build's chunks (docs/decisions/129-web-security-headers.md, 162): no page may be framed
 * (clickjacking), no type sniffing, referrers cut to the origin across sites, powerful features off
 * but the map's "my location", and HTTPS pinned where the site is served over it (browsers ignore
 * HSTS over plain HTTP).
 */
const securityHeaders = [
  // Pages rendered per request get it with a script part and a nonce from the proxy (src/proxy.ts);
  // prerendered and cached pages a second policy with their inline scripts' hashes (cacheHandler).
  { key: 'Content-Security-Policy', value: generalPolicy },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)' },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
];

const nextConfig: NextConfig = {
  // No `cacheHandler`: the page cache that gives each cached page's copy the hashes of its inline
  // scripts (decision 178) is installed by src/instrumentation.ts, because Next imports a configured
  // handler anew on every request (decision 202).
  async headers() {
    return [
      // Documents and files; not the build's immutable chunks, which only need nosniff: the other
      // headers govern documents (a script's own response cannot be framed, and its fetches follow
      // the page's policies), and repeated on each chunk they cost every first load ~4 KB of its
      // JavaScript budget (docs/decisions/162-static-chunks-headers.md).
      { source: '/((?!_next/static/).*)', headers: securityHeaders },
      { source: '/_next/static/:path*', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] },
      // The last rule wins for a header both set: /payment may post its checkout form to the provider.
      { source: '/payment', headers: [{ key: 'Content-Security-Policy', value: paymentPolicy }] },
    ];
  },
  // The workspace packages ship TypeScript sources, not built JavaScript.
  transpilePackages: ['@krov/client', '@krov/contracts', '@krov/messages'],
  typedRoutes: false,
  poweredByHeader: false,
  reactStrictMode: true,
  turbopack: {
    resolveAlias: {
      'use-intl/format-message': formatOnly.startsWith('.') ? formatOnly : `./${formatOnly}`,
    },
  },
  // The cached copy of /p/{id} for visitors (docs/decisions.md, Property page 9) is renewed in the
  // background 5 s after it was made, but never served once older than this: a listing hidden or
  // deleted while nobody looked is not shown again days later (Next's default is a year).
  expireTime: 30,
  experimental: {
    // app/global-not-found.tsx answers unknown routes in the visitor's language (docs/decisions.md).
    globalNotFound: true,
    // Those copies live in Next's memory cache (an LRU of 50 MB), not on disk: visits to many ids
    // cannot fill the disk, and nothing stale survives a restart.
    isrFlushToDisk: false,
  },
};

export default withNextIntl(nextConfig);
