'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { request } from '@/shared/api/client';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { AgencyRequestCard } from './AgencyRequestCard';
import { type AgencyStatus, statusFilters } from './admin-actions';
import { adminKeys } from './query-keys';

/**
 * The agency requests (GET /api/admin/agencies?status=), waiting ones first, with the filter by
 * status. The api's NotFound (the user is no admin any more) hands over to the 404 page.
 */
export function AgencyRequests({ onNotFound }: { onNotFound(): void }) {
  const t = useTranslations('admin.agencies');
  const tCommon = useTranslations('common');
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<AgencyStatus>('pending');
  const list = useQuery({
    queryKey: adminKeys.agencies(status),
    queryFn: async ({ signal }) => {
      try {
        return await request('adminAgencies', { query: { status } }, { signal, quiet: true });
      } catch (error) {
        if (isApiError(error) && error.status === 404) onNotFound();
        throw error;
      }
    },
    retry: false,
  });

  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('filter')}</legend>
        <div className="mt-2 inline-flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1">
          {statusFilters.map((each) => (
            <label
              key={each}
              className={clsx(
                'cursor-pointer rounded-lg px-3 py-1.5 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
                each === status ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-700 hover:text-slate-900',
              )}
            >
              <input
                type="radio"
                name="admin-agency-status"
                value={each}
                checked={each === status}
                onChange={() => setStatus(each)}
                className="sr-only"
              />
              {t(`statuses.${each}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {list.isPending ? (
        <Spinner label={tCommon('loading')} className="size-6" />
      ) : list.isError ? (
        <div className="space-y-3 text-slate-700">
          <p>{t('loadFailed')}</p>
          <Button colour="secondary" onClick={() => void list.refetch()}>
            {tCommon('tryAgain')}
          </Button>
        </div>
      ) : list.data.items.length === 0 ? (
        <p className="text-slate-700" data-testid="admin-agencies-empty">
          {t('empty')}
        </p>
      ) : (
        <ul className="space-y-4">
          {list.data.items.map((agency) => (
            <li key={agency.id}>
              <AgencyRequestCard
                agency={agency}
                onChanged={(updated) => {
                  // Shown at once, then the lists read again (an approved request leaves this one).
                  queryClient.setQueryData(
                    adminKeys.agencies(status),
                    (old: typeof list.data) =>
                      old && { items: old.items.map((item) => (item.id === updated.id ? updated : item)) },
                  );
                  void queryClient.invalidateQueries({ queryKey: adminKeys.all });
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
