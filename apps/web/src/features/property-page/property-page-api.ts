import { type RequestOptions, request } from '@/shared/api/client';

const of = (id: string) => ({ params: { id } });

/**
 * The browser's calls of the property page (docs/decisions.md, issue 5), each an endpoint of the
 * contracts (packages/contracts/src/endpoints/property-page.ts).
 */
export const propertyPageApi = {
  get: (id: string, options?: RequestOptions) => request('property', of(id), options),
  owner: (id: string, options?: RequestOptions) => request('propertyOwner', of(id), options),
  similar: (id: string, options?: RequestOptions) => request('similarProperties', of(id), options),
  priceHistory: (id: string, options?: RequestOptions) => request('priceHistory', of(id), options),
  costs: (id: string, options?: RequestOptions) => request('propertyCosts', of(id), options),
  phone: (id: string) => request('revealPhone', of(id)),
  view: (id: string) => request('countPropertyView', of(id), { quiet: true }),
};
