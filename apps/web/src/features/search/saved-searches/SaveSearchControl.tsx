'use client';

import type { NotifyFrequency, SearchFiltersInput } from '@krov/contracts';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { loginPathFor } from '@/shared/navigation/safe-next-path';
import { useAuthStore } from '@/shared/state/auth-store';
import { Button } from '@/shared/ui/Button';
import { textLinkClasses } from '@/shared/ui/text-link';
import { toast } from '@/shared/ui/toast';
import { useHydrated } from '@/shared/ui/use-hydrated';
import { useSaveAfterLogin, withSaveMarker } from './save-after-login';
import { frequencies, savedSearchesApi } from './saved-searches-api';

type Status = 'idle' | 'saving' | 'saved' | 'limit';

/**
 * "Save search" on the search pages (docs/product/SPEC.md §2): the page's filters (those of its
 * URL, as the api's search takes them) with a notify frequency, instant by default. A visitor
 * logs in first and comes back to this search, which is then saved once (save-after-login.ts).
 * Keyed by the search: another search starts unsaved.
 */
export function SaveSearchControl({ filters }: { filters: SearchFiltersInput }) {
  const t = useTranslations('savedSearches');
  const tErrors = useTranslations('errors');
  const router = useRouter();
  const hydrated = useHydrated();
  const loggedIn = useAuthStore((state) => state.isLoggedIn) && hydrated;
  const [frequency, setFrequency] = useState<NotifyFrequency>('instant');
  const [status, setStatus] = useState<Status>('idle');
  const selectId = useId();

  const save = async (chosen: NotifyFrequency) => {
    setStatus('saving');
    try {
      await savedSearchesApi.create(filters, chosen, { quietErrors: ['SavedSearchLimit'] });
      setStatus('saved');
      toast.success(t('save.savedToast'));
    } catch (error) {
      // Other failures: the api client has told the user why.
      setStatus(isApiError(error) && error.key === 'SavedSearchLimit' ? 'limit' : 'idle');
    }
  };
  useSaveAfterLogin(loggedIn, (asked) => {
    setFrequency(asked);
    void save(asked);
  });

  if (status === 'saved') {
    return (
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm" data-testid="save-search-saved">
        <span className="font-semibold text-emerald-800">✓ {t('save.saved')}</span>
        <Link href="/me/searches" className={textLinkClasses}>
          {t('save.viewAll')}
        </Link>
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2" data-testid="save-search">
        <label htmlFor={selectId} className="text-sm text-slate-700">
          {t('save.frequency')}
        </label>
        <select
          id={selectId}
          value={frequency}
          onChange={(event) => setFrequency(event.target.value as NotifyFrequency)}
          className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900"
          data-testid="save-search-frequency"
        >
          {frequencies.map((value) => (
            <option key={value} value={value}>
              {t(`frequency.${value}`)}
            </option>
          ))}
        </select>
        <Button
          colour="secondary"
          size="sm"
          pending={status === 'saving'}
          onClick={() => {
            if (loggedIn) void save(frequency);
            else {
              const back = withSaveMarker(window.location.pathname, window.location.search, frequency);
              router.push(loginPathFor(back, 'saveSearch'));
            }
          }}
        >
          {t('save.button')}
        </Button>
      </div>
      {status === 'limit' && (
        <p role="alert" className="text-sm text-red-800" data-testid="save-search-limit">
          {tErrors('SavedSearchLimit')}{' '}
          <Link href="/me/searches" className={textLinkClasses}>
            {t('save.viewAll')}
          </Link>
        </p>
      )}
    </div>
  );
}
