import { queryOptions } from '@tanstack/react-query';
import type { ApiErrorKey } from '@/shared/api/api-error';
import { propertiesApi } from './properties-api';
import { propertyKeys } from './query-keys';

/** Missing listings are the page's to show, not a toast. */
export const missingListingKeys: readonly ApiErrorKey[] = ['PropertyNotFound', 'NotFound'];

/** One listing as its owner edits it: the editor and its photos read the same cache entry. */
export function listingQuery(id: string) {
  return queryOptions({
    queryKey: propertyKeys.detail(id),
    queryFn: ({ signal }) => propertiesApi.get(id, { signal, quietErrors: missingListingKeys }),
  });
}
