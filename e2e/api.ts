// The e2e specs' calls of the api: @krov/client over Playwright's request context (its cookies).
import { createClient } from '@krov/client';
import { endpoints } from '@krov/contracts';
import type { APIRequestContext } from '@playwright/test';
import { apiUrl } from './ports.ts';

/**
 * fetch as a Playwright request context sends it: the context's cookies go along and come back
 * (a login through it logs that context in, as the browser's own page would be).
 */
function contextFetch(request: APIRequestContext): typeof fetch {
  return async (input, init = {}) => {
    const response = await request.fetch(String(input), {
      method: init.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      ...(init.body === undefined || init.body === null ? {} : { data: init.body as string }),
      failOnStatusCode: false,
      maxRedirects: 0,
    });
    const body = response.status() === 204 ? null : new Uint8Array(await response.body());
    return new Response(body, { status: response.status() });
  };
}

/**
 * The api of the product under test, called by the endpoints' names (packages/contracts): no spec
 * writes an api path, and an answer has its description's type. A failure rejects with ApiError.
 */
export function apiOf(request: APIRequestContext) {
  return createClient(endpoints, { baseUrl: apiUrl, fetch: contextFetch(request) });
}
