import type { MyProperty } from '@krov/contracts';

/** A listed apartment as the api answers it to its owner; `n` makes its id and numbers its own. */
export function ownedListing(n: number, change: Partial<MyProperty> = {}): MyProperty {
  const at = '2026-11-01T10:00:00.000Z';
  return {
    id: `0b8a5a4e-5d1c-4b7e-9d55-${String(n).padStart(12, '0')}`,
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
    price: 100_000 + n,
    hidePrice: false,
    description: '',
    address: `Ulica ${n}`,
    location: { lat: 43.85, lng: 18.41 },
    place: {
      entity: null,
      canton: null,
      city: null,
      municipality: { slug: 'centar-sarajevo', name: 'Centar Sarajevo' },
      neighbourhood: null,
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
    stats: { views: 10 * n, saves: n, contacts: 0 },
    heldBy: null,
    ...change,
  };
}
