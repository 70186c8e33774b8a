import { vi } from 'vitest';

/**
 * A stand-in for the network boundary only: `fetch` answering like the api would. Everything
 * above it (headers, timeouts, refresh, notices) is the real client.
 */
export interface SentRequest {
  method: string;
  url: string;
  path: string;
  headers: Headers;
  body: string | undefined;
  credentials: RequestCredentials | undefined;
}

export interface Answer {
  status: number;
  body?: unknown;
}

/** An answer, or a function of the request and how many times this route was called before. */
export type Route = Answer | ((request: SentRequest, calls: number) => Answer | Promise<Answer>);

export function installFakeApi(routes: Record<string, Route>) {
  const requests: SentRequest[] = [];
  const counts = new Map<string, number>();
  const fetchStandIn = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    // Calls are paths on the page's origin (client.ts apiUrl).
    const url = new URL(String(input), 'http://localhost:3000');
    const method = init.method ?? 'GET';
    const request: SentRequest = {
      method,
      url: String(input),
      path: url.pathname,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : undefined,
      credentials: init.credentials,
    };
    requests.push(request);
    const routeKey = `${method} ${url.pathname}`;
    const route = routes[routeKey];
    if (!route) throw new Error(`fake api: no route for ${routeKey}`);
    const calls = counts.get(routeKey) ?? 0;
    counts.set(routeKey, calls + 1);
    const answer = typeof route === 'function' ? route(request, calls) : route;
    const { status, body } = await abortable(Promise.resolve(answer), init.signal ?? undefined);
    return body === undefined
      ? new Response(null, { status })
      : new Response(typeof body === 'string' ? body : JSON.stringify(body), {
          status,
          headers: { 'content-type': typeof body === 'string' ? 'text/html' : 'application/json' },
        });
  });
  vi.stubGlobal('fetch', fetchStandIn);
  return {
    requests,
    fetch: fetchStandIn,
    /** The requests sent to one route, e.g. 'POST /api/tokens/refresh-token'. */
    sentTo: (routeKey: string) => requests.filter((r) => `${r.method} ${r.path}` === routeKey),
  };
}

/** Like the real fetch, an aborted signal rejects the pending call with the signal's reason. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    promise.then(resolve, reject);
  });
}

/** A promise the test settles by hand. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export const never = <T>() => new Promise<T>(() => {});
