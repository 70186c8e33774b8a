import type { PropertyResponse } from '@krov/contracts';

/** A public apartment for sale as the search answers it; `n` makes its id, price and size its own. */
export function publicListing(n: number, change: Partial<PropertyResponse> = {}): PropertyResponse {
  const at = '2026-11-01T10:00:00.000Z';
  return {
    id: `5e7c1d2a-8f3b-4c6d-9e0a-${String(n).padStart(12, '0')}`,
    status: 'listed',
    soldAt: null,
    listingType: 'sell',
    propertyType: 'apartment',
    size: 50 + n,
    bedrooms: 2,
    bathrooms: 1,
    features: [],
    constructionYear: null,
    garden: null,
    parkings: null,
    floor: null,
    totalFloors: null,
    price: 100_000 + n * 1000,
    hidePrice: false,
    description: '',
    address: `Ulica ${n}`,
    location: { lat: 43.85, lng: 18.41 },
    place: {
      entity: null,
      canton: null,
      city: { slug: 'sarajevo', name: 'Sarajevo' },
      municipality: { slug: 'centar-sarajevo', name: 'Centar Sarajevo' },
      neighbourhood: { slug: 'kosevo', name: 'Koševo' },
    },
    photos: [],
    ownerId: 'u1',
    agentId: null,
    validUntil: '2026-12-01T10:00:00.000Z',
    publishedAt: at,
    confirmedAt: at,
    confirmBy: null,
    hiddenReason: null,
    quality: null,
    createdAt: at,
    updatedAt: at,
    ...change,
  };
}
