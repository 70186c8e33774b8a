import type { AdminReportsResponse, ReportAction, ReportSubject } from '@krov/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/shared/api/api-error';
import { request } from '@/shared/api/client';
import { useCursorList } from '@/shared/query/use-cursor-list';
import { adminKeys } from './query-keys';

export type ReportStatus = 'open' | 'resolved';
/** The queue's subject filter: everything (listings and conversations), or one subject. */
export type SubjectFilter = 'all' | ReportSubject;

/**
 * The admins' queue of reports (GET /api/admin/reports), a page at a time, and resolving an item:
 * it leaves the open list once the api agrees, and the resolved list and the audit log are read
 * again. The api's NotFound on the list (the user is no admin any more) hands over to the 404 page.
 */
export function useReportQueue(
  filter: { status: ReportStatus; subject: SubjectFilter },
  onNotFound: () => void,
) {
  const queryClient = useQueryClient();
  const list = useCursorList<AdminReportsResponse>({
    queryKey: adminKeys.reports(filter),
    fetchPage: async (cursor, signal) => {
      try {
        return await request(
          'adminReports',
          {
            query: {
              status: filter.status,
              ...(filter.subject === 'all' ? {} : { subject: filter.subject }),
              ...(cursor ? { cursor } : {}),
            },
          },
          { signal, quiet: true },
        );
      } catch (error) {
        if (isApiError(error) && error.status === 404) onNotFound();
        throw error;
      }
    },
    retry: false,
  });

  /** Rejects when the api refuses (its toast says why); the item then stays in the list. */
  async function resolve(id: string, action: ReportAction, reason: string) {
    const answer = await request('adminResolveReport', { params: { id }, body: { action, reason } });
    list.updateItems((items) => items.filter((item) => item.id !== id));
    // The other lists that hold it now: resolved items, the log of what admins did.
    void queryClient.invalidateQueries({ queryKey: ['admin', 'reports'], refetchType: 'none' });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] });
    return answer;
  }

  return { ...list, resolve };
}
