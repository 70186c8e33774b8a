import 'server-only';
import type { AnswerOf, BuyerCostsResponse, CallInput, Endpoints } from '@krov/contracts';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { serverApi, unlessNotFound } from '@/shared/api/server-client';
import type { PropertyPageData } from './types';

/** How long the server waits for the api before giving up on a part of the page. */
const timeoutMs = 10_000;

type PageRead = 'property' | 'propertyOwner' | 'similarProperties' | 'priceHistory' | 'propertyCosts';

/**
 * One endpoint of the listing `id`, by its contracts name (address and answer type from its
 * description; the api has checked the answer against the same description before sending it).
 * Null on 404. `cookieHeader` undefined: a request without a session, which must not make the
 * cached public page dynamic; so no `cache: 'no-store'` there (the page's own revalidation decides
 * its age).
 */
async function read<Name extends PageRead>(
  name: Name,
  id: string,
  cookieHeader: string | undefined,
  perRequest: boolean,
): Promise<AnswerOf<Endpoints[Name]> | null> {
  // The visitor's session goes along: the owner sees their own non-public listing (and its price).
  const api = serverApi({ cookie: cookieHeader, timeoutMs, ...(perRequest ? { cache: 'no-store' } : {}) });
  // Every PageRead takes the listing's id alone (TypeScript cannot see it through the generic name).
  const input = { params: { id } } as CallInput<Endpoints[Name]>;
  return unlessNotFound(api.call(name, input));
}

/** The parts around the listing are optional: a failure leaves them out rather than the page. */
async function optional<T>(promise: Promise<T | null>): Promise<T | null> {
  try {
    return await promise;
  } catch {
    return null;
  }
}

async function load(id: string, cookieHeader: string | undefined, perRequest: boolean) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [listing, owner, similar, history, costs] = await Promise.all([
    read('property', id, cookieHeader, perRequest),
    optional(read('propertyOwner', id, cookieHeader, perRequest)),
    optional(read('similarProperties', id, undefined, perRequest)),
    optional(read('priceHistory', id, cookieHeader, perRequest)),
    optional(read('propertyCosts', id, cookieHeader, perRequest)) as Promise<BuyerCostsResponse | null>,
  ]);
  if (!listing) return null;
  return { listing, owner, similar: similar?.items ?? [], history, costs };
}

/**
 * Everything /p/{id} renders for a signed-in visitor, read from the api with their cookies. Null
 * when the listing does not exist or is not public (and the visitor is not its owner).
 * Memoised per request: generateMetadata and the page share one round of calls.
 */
export const loadPropertyPage = cache(async (id: string): Promise<PropertyPageData | null> => {
  const cookieHeader = (await cookies()).toString() || undefined;
  return load(id, cookieHeader, true);
});

/** The same for everyone without a session: no cookies read, so the page can be cached. */
export const loadPublicPropertyPage = cache(
  async (id: string): Promise<PropertyPageData | null> => load(id, undefined, false),
);
