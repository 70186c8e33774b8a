import 'server-only';
import type { AnswerOf, Endpoints, PlaceResponse, PropertyResponse } from '@krov/contracts';
import { pathOf } from '@krov/contracts/endpoint';
import { routes } from '@krov/contracts/routes';
import { webServerConfig } from '@/shared/config.server';

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

type HomeRead = 'searchProperties' | 'place';

/**
 * A public GET of the api, by its contracts name. No cookies and no `no-store`: the page is one
 * copy for everyone, renewed by its own revalidation. Null when the api cannot answer (the part
 * is left out; the next renewal tries again).
 */
async function read<Name extends HomeRead>(
  name: Name,
  { params, query }: { params?: Record<string, string>; query?: Record<string, string> },
): Promise<AnswerOf<Endpoints[Name]> | null> {
  const search = query ? `?${new URLSearchParams(query)}` : '';
  try {
    const response = await fetch(
      `${webServerConfig().publicApiUrl}${pathOf(routes[name], params)}${search}`,
      {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      },
    );
    if (!response.ok) return null;
    const answer: AnswerOf<Endpoints[Name]> = await response.json();
    return answer;
  } catch {
    return null;
  }
}

/** The newest public listings (GET /api/properties?sort=newest&limit=12), null when unknown. */
export async function newestListings(): Promise<PropertyResponse[] | null> {
  const answer = await read('searchProperties', { query: { sort: 'newest', limit: String(newestCount) } });
  return answer?.items ?? null;
}

/** The popular places with their public listings, most first; places the api did not answer are left out. */
export async function popularPlaces(): Promise<PopularPlace[]> {
  const answers = await Promise.all(popularPlaceSlugs.map((slug) => read('place', { params: { slug } })));
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
