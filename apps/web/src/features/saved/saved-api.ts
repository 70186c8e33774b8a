import { type RequestOptions, request } from '@/shared/api/client';

/**
 * /me/saved's own call: the saved listings in cursor pages (packages/contracts/src/endpoints/search.ts).
 * Removing one is the heart's call (shared/listings/saved.ts).
 */
export const savedApi = {
  page: (cursor: string | undefined, limit: number, options?: RequestOptions) =>
    request('savedProperties', { query: { cursor, limit } }, options),
};
