import type { AdminHiddenPropertiesResponse, AdminRestorePropertyResponse } from '@krov/contracts';
import { isApiError } from '@/shared/api/api-error';
import { request } from '@/shared/api/client';
import { useCursorList } from '@/shared/query/use-cursor-list';
import { adminKeys } from './query-keys';

/**
 * The listings moderators hide (GET /api/admin/properties/hidden), the latest hidden first, a page
 * at a time, and restoring one: it leaves the list once the api agrees. The api's NotFound (the
 * user is no admin any more) hands over to the 404 page.
 */
export function useHiddenListings(onNotFound: () => void) {
  const list = useCursorList<AdminHiddenPropertiesResponse>({
    queryKey: adminKeys.hiddenListings,
    fetchPage: async (cursor, signal) => {
      try {
        return await request(
          'adminHiddenProperties',
          { query: cursor ? { cursor } : {} },
          { signal, quiet: true },
        );
      } catch (error) {
        if (isApiError(error) && error.status === 404) onNotFound();
        throw error;
      }
    },
    retry: false,
  });

  /** Rejects when the api refuses (its toast says why); the listing then stays in the list. */
  async function restore(id: string, reason: string): Promise<AdminRestorePropertyResponse> {
    const answer = await request('adminRestoreProperty', { params: { id }, body: { reason } });
    list.updateItems((items) => items.filter((item) => item.id !== id));
    return answer;
  }

  return { ...list, restore };
}
