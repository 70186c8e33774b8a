import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // The workspace packages ship TypeScript sources, not built JavaScript.
  transpilePackages: ['@krov/contracts', '@krov/messages'],
  typedRoutes: false,
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
