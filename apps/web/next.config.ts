import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

// next-intl finds its per-request configuration (locale, messages) here.
const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  // The workspace packages ship TypeScript sources, not built JavaScript.
  transpilePackages: ['@krov/contracts', '@krov/messages'],
  typedRoutes: false,
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: {
    // app/global-not-found.tsx answers unknown routes in the visitor's language (docs/decisions.md).
    globalNotFound: true,
  },
};

export default withNextIntl(nextConfig);
