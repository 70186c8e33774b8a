import { webServerConfig } from '@/shared/config.server';

// Read at every request, not at build time: one build serves any deployment.
export const dynamic = 'force-dynamic';

/**
 * GET /map-tiles.json: the maps' tile server and its credit (MAP_TILE_URL, MAP_TILE_ATTRIBUTION),
 * asked by a map when it loads (shared/map/tiles.ts; docs/decisions/099-map-tiles-at-run-time.md).
 */
export function GET(): Response {
  return Response.json(webServerConfig().mapTiles, {
    headers: { 'Cache-Control': 'public, max-age=300', 'X-Content-Type-Options': 'nosniff' },
  });
}
