import 'server-only';
import type { PlaceResponse, PropertyResponse } from '@krov/contracts';
import { serverApi } from '@/shared/api/server-client';

/** The home page waits this long for the api before leaving a part out. */
const timeoutMs = 5_000;
export const newestCount = 12;

/**
 * The popular places: the country's biggest towns, a fixed list (docs/decisions/097-home-page-data.md).
 * Their counts come from GET /api/places/{slug}; the list shows them most listings first.
 */
export const popularPlaceSlugs = [
  'sarajevo',
  'banja-luka',
  'tuzla',
  'zenica',
  'mostar',
  'bijeljina',
  'bihac',
  'brcko',
] as const;

export interface PopularPlace {
  slug: string;
  name: string;
  sell: number;
  rent: number;
}

/**
 * The api without cookies and without `no-store`: the page is one copy for everyone, renewed by its
 * own revalidation. A read is null when the api cannot answer (the part is left out; the next
 * renewal tries again).
 */
async function read<T>(call: (api: ReturnType<typeof serverApi>) => Promise<T>): Promise<T | null> {
  try {
    return await call(serverApi({ timeoutMs }));
  } catch {
    return null;
  }
}

/** The newest public listings (GET /api/properties?sort=newest&limit=12), null when unknown. */
export async function newestListings(): Promise<PropertyResponse[] | null> {
  const answer = await read((api) =>
    api.call('searchProperties', { query: { sort: 'newest', limit: newestCount } }),
  );
  return answer?.items ?? null;
}

/** The popular places with their public listings, most first; places the api did not answer are left out. */
export async function popularPlaces(): Promise<PopularPlace[]> {
  const answers = await Promise.all(
    popularPlaceSlugs.map((slug) => read((api) => api.call('place', { params: { slug } }))),
  );
  return answers
    .filter((place): place is PlaceResponse => place !== null)
    .map((place) => ({
      slug: place.slug,
      name: place.name,
      sell: place.listings.sell,
      rent: place.listings.rent,
    }))
    .sort((a, b) => b.sell + b.rent - (a.sell + a.rent));
}
