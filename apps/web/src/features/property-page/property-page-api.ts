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
  phone: (id: string) => request('revealPhone', of(id)),
  saved: (id: string, options?: RequestOptions) => request('isPropertySaved', of(id), options),
  save: (id: string) => request('saveProperty', of(id)),
  unsave: (id: string) => request('unsaveProperty', of(id)),
  view: (id: string) => request('countPropertyView', of(id), { quiet: true }),
  newest: (limit: number, options?: RequestOptions) =>
    request('publicProperties', { query: { sort: 'newest', limit } }, options),
};
