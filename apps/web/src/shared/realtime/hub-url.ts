/** The hub's own answer of the web (app/hub.json/route.ts), on the page's origin. */
export const hubConfigPath = '/hub.json';

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The hub's address for this page. The WebSocket cannot pass the web's forwarding of /api/*
 * (docs/decisions/089-one-origin-for-the-browser.md), so the browser connects to PUBLIC_HUB_URL
 * itself, and the access cookie travels with the handshake only to the host the page was opened
 * at (cookies ignore the port). So a hub configured on this machine (localhost, as in development)
 * is reached at the page's own host name: the site opened at 127.0.0.1 or at the machine's address
 * on the local network keeps its hub. Any other configured host is used as it is.
 */
export function resolveHubUrl(configured: string, page: { hostname: string }): string {
  let url: URL;
  try {
    url = new URL(configured);
  } catch {
    return configured;
  }
  if (loopbackHosts.has(url.hostname) && url.hostname !== page.hostname) {
    url.hostname = page.hostname;
  }
  return url.origin;
}

/** GET /hub.json: the configured hub address, null when it cannot be read. */
export async function fetchHubUrl(fetcher: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetcher(hubConfigPath, { headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const answer: { url?: unknown } = await response.json();
    return typeof answer.url === 'string' && answer.url ? answer.url : null;
  } catch {
    return null;
  }
}
