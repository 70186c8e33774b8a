// Next resolves 'server-only' by itself (no package to install): a client import fails the build.
import 'server-only';

/**
 * The web server's configuration, read from the environment at run time (not at build time), so
 * one build serves any deployment. The only place in the web that reads `process.env`.
 * Server-only: nothing here may reach the browser bundle.
 */
export interface WebServerConfig {
  /** Where the server-side renderer reaches the api, e.g. http://localhost:4000. */
  publicApiUrl: string;
  /** The web's own public origin, e.g. http://localhost:3000. */
  publicWebUrl: string;
  /**
   * Where browsers open the chat hub's WebSocket (PUBLIC_HUB_URL, the api's address
   * PUBLIC_API_URL by default): the web's forwarding of /api/* cannot carry a WebSocket. Not
   * secret; the browser asks for it at /hub.json (app/hub.json/route.ts).
   */
  publicHubUrl: string;
  /**
   * The maps' tile server (MAP_TILE_URL, a Leaflet template with {z}/{x}/{y}, OpenStreetMap's by
   * default; empty: no tiles, the bundled outline only) and its credit (MAP_TILE_ATTRIBUTION, HTML).
   */
  mapTiles: { url: string; attribution: string };
}

const osmTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

/** A tile template is not a URL ({z} would be escaped): read as given; set but empty means none. */
function readTiles(): WebServerConfig['mapTiles'] {
  const url = process.env.MAP_TILE_URL;
  if (url === undefined) return osmTiles;
  return { url: url.trim(), attribution: process.env.MAP_TILE_ATTRIBUTION?.trim() ?? '' };
}

function readUrl(name: string, fallback: string): string {
  const raw = process.env[name]?.trim() || fallback;
  try {
    // Normalised without a trailing slash so paths can be appended with a leading one.
    return new URL(raw).toString().replace(/\/$/, '');
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${raw}"`);
  }
}

let cached: WebServerConfig | undefined;

export function webServerConfig(): WebServerConfig {
  if (!cached) {
    const publicApiUrl = readUrl('PUBLIC_API_URL', 'http://localhost:4000');
    cached = {
      publicApiUrl,
      publicWebUrl: readUrl('PUBLIC_WEB_URL', 'http://localhost:3000'),
      publicHubUrl: readUrl('PUBLIC_HUB_URL', publicApiUrl),
      mapTiles: readTiles(),
    };
  }
  return cached;
}
