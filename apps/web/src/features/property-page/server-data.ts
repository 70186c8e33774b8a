import 'server-only';
import type { PropertyResponse } from '@krov/contracts';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { webServerConfig } from '../../shared/config.server';
import type { PropertyOwner, PropertyPageData } from './types';

/** How long the server waits for the api before giving up on a part of the page. */
const timeoutMs = 10_000;

async function getJson<T>(path: string, cookieHeader: string | undefined): Promise<T | null> {
  const response = await fetch(`${webServerConfig().publicApiUrl}${path}`, {
    // The visitor's session goes along: the owner sees their own non-public listing (and its price).
    headers: { accept: 'application/json', ...(cookieHeader ? { cookie: cookieHeader } : {}) },
    cache: 'no-store',
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The parts around the listing are optional: a failure leaves them out rather than the page. */
async function optional<T>(promise: Promise<T | null>): Promise<T | null> {
  try {
    return await promise;
  } catch {
    return null;
  }
}

/**
 * Everything /p/{id} renders, read from the api on the server with the visitor's cookies. Null
 * when the listing does not exist or is not public (and the visitor is not its owner).
 * Memoised per request: generateMetadata and the page share one round of calls.
 */
export const loadPropertyPage = cache(async (id: string): Promise<PropertyPageData | null> => {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const cookieHeader = (await cookies()).toString() || undefined;
  const path = `/api/properties/${encodeURIComponent(id)}`;
  const [listing, owner, similar] = await Promise.all([
    getJson<PropertyResponse>(path, cookieHeader),
    optional(getJson<PropertyOwner>(`${path}/owner`, cookieHeader)),
    optional(getJson<{ items: PropertyResponse[] }>(`${path}/similar`, undefined)),
  ]);
  if (!listing) return null;
  return { listing, owner, similar: similar?.items ?? [] };
});
