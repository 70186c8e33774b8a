import 'server-only';
import { createClient, forwardedCookies, isApiError } from '@krov/client';
import { routes } from '@krov/contracts/routes';
import { webServerConfig } from '@/shared/config.server';

export interface ServerReadOptions {
  /** A visitor's Cookie header, when the page is theirs (the owner's own listing, the admin gate). */
  cookie?: string | undefined;
  /** How long the server waits for the api. */
  timeoutMs: number;
  /**
   * Next's fetch cache: 'no-store' for a page rendered per request; left out for a cached page,
   * whose own revalidation decides its age (a read without a session must not make it dynamic).
   */
  cache?: RequestCache;
}

/**
 * The api as the Next server reads it (@krov/client, docs/decisions/198): at the api's own address,
 * without a session of its own (a visitor's cookies forwarded only when given), typed by the same
 * descriptions as the browser's calls; a failure is an ApiError.
 */
export function serverApi({ cookie, timeoutMs, cache }: ServerReadOptions) {
  return createClient(routes, {
    baseUrl: webServerConfig().publicApiUrl,
    session: forwardedCookies(cookie),
    timeoutMs,
    ...(cache ? { init: { cache } } : {}),
  });
}

/** The answer, or null when the api answered 404 (what does not exist, or is not public, is no page). */
export async function unlessNotFound<T>(answer: Promise<T>): Promise<T | null> {
  try {
    return await answer;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
