import type { AdminAuditLogResponse, AuditAction } from '@krov/contracts';
import { isApiError } from '@/shared/api/api-error';
import { request } from '@/shared/api/client';
import { useCursorList } from '@/shared/query/use-cursor-list';
import { adminKeys } from './query-keys';

/** The audit log (GET /api/admin/audit-log), newest first, a page at a time, by action or all. */
export function useAuditLog(action: AuditAction | 'all', onNotFound: () => void) {
  return useCursorList<AdminAuditLogResponse>({
    queryKey: adminKeys.auditLog(action),
    fetchPage: async (cursor, signal) => {
      try {
        return await request(
          'adminAuditLog',
          { query: { ...(action === 'all' ? {} : { action }), ...(cursor ? { cursor } : {}) } },
          { signal, quiet: true },
        );
      } catch (error) {
        if (isApiError(error) && error.status === 404) onNotFound();
        throw error;
      }
    },
    retry: false,
  });
}
