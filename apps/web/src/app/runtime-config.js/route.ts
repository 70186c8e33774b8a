import { webServerConfig } from '@/shared/config.server';
import { runtimeConfigScript } from './script';

// Read at every request, not at build time: one build serves any deployment.
export const dynamic = 'force-dynamic';

/** GET /runtime-config.js: see script.ts. */
export function GET(): Response {
  return new Response(runtimeConfigScript(webServerConfig().publicApiUrl), {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
