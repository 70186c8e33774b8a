import { webServerConfig } from '@/shared/config.server';

// Read at every request, not at build time: one build serves any deployment.
export const dynamic = 'force-dynamic';

/**
 * GET /hub.json: where the browser opens the chat hub (PUBLIC_HUB_URL), asked once per page load
 * by a logged-in visitor's hub (shared/realtime/chat-hub.ts), as /map-tiles.json is by a map: the
 * prerendered pages cannot carry a run-time address.
 */
export function GET(): Response {
  return Response.json(
    { url: webServerConfig().publicHubUrl },
    { headers: { 'Cache-Control': 'public, max-age=300', 'X-Content-Type-Options': 'nosniff' } },
  );
}
