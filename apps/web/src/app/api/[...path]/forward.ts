/**
 * The web answers /api/* by forwarding it to the api (docs/decisions/089-one-origin-for-the-browser.md):
 * the browser then calls the api and loads photos on the page's own origin, whichever address it
 * reached the site at (localhost, 127.0.0.1, the machine's address on the local network, a tunnel),
 * so it never crosses origins: no CORS, first-party cookies, no cross-site photo blocking.
 * Bodies stream both ways (a 15 MB photo is never held in memory), status, headers and cookies pass
 * through unchanged, redirects are handed to the browser.
 */

/** Connection-level headers, meaningful only on one hop (RFC 9110 §7.6.1), and those fetch sets itself. */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'expect',
]);

function forwardedRequestHeaders(request: Request, incoming: URL): Headers {
  const headers = new Headers();
  for (const [name, value] of request.headers) {
    if (!hopByHop.has(name)) headers.set(name, value);
  }
  // The api compresses nothing, and fetch would decompress what it did: ask for the bytes as they are.
  headers.set('accept-encoding', 'identity');
  headers.set('x-forwarded-host', request.headers.get('x-forwarded-host') ?? incoming.host);
  headers.set(
    'x-forwarded-proto',
    request.headers.get('x-forwarded-proto') ?? incoming.protocol.replace(/:$/, ''),
  );
  return headers;
}

function forwardedResponseHeaders(upstream: Response): Headers {
  const headers = new Headers();
  for (const [name, value] of upstream.headers) {
    // Iterating Headers yields each Set-Cookie on its own, so every cookie reaches the browser.
    if (!hopByHop.has(name) || name === 'content-length') headers.append(name, value);
  }
  return headers;
}

/** Forwards one request to the api at `apiOrigin` (no trailing slash) and answers what the api answered. */
export async function forwardToApi(request: Request, apiOrigin: string): Promise<Response> {
  const incoming = new URL(request.url);
  const target = `${apiOrigin}${incoming.pathname}${incoming.search}`;
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== null;
  let upstream: Response;
  try {
    upstream = await fetch(target, {
      method: request.method,
      headers: forwardedRequestHeaders(request, incoming),
      ...(hasBody ? { body: request.body, duplex: 'half' } : {}),
      redirect: 'manual',
      signal: request.signal,
    } as RequestInit);
  } catch {
    // The api is down or restarting: the spec's shape, so the client shows its usual notice.
    return Response.json({ message: 'ServiceUnavailable' }, { status: 503 });
  }
  return new Response(upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: forwardedResponseHeaders(upstream),
  });
}
