'use client';

import type { NotifyFrequency, SearchFiltersInput } from '@krov/contracts';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { loginPathFor } from '@/shared/navigation/safe-next-path';
import { useAuthStore } from '@/shared/state/auth-store';
import { Button } from '@/shared/ui/Button';
import { textLinkClasses } from '@/shared/ui/text-link';
import { toast } from '@/shared/ui/toast';
import { useHydrated } from '@/shared/ui/use-hydrated';
import { barButtonClasses } from '../bar-button';
import { useSaveAfterLogin, withSaveMarker } from './save-after-login';
import { frequencies, savedSearchesApi } from './saved-searches-api';

type Status = 'idle' | 'saving' | 'saved' | 'limit';

/**
 * "Save search" on the search pages (docs/product/SPEC.md §2): the page's filters (those of its
 * URL, as the api's search takes them) with a notify frequency, instant by default. The last
 * button of the results bar: it opens a small panel with the frequency and "Sačuvaj", as the
 * portals people know ask how often to tell before saving. A visitor logs in first and comes
 * back to this search, which is then saved once (save-after-login.ts). Once saved, the button
 * becomes a link to the saved searches. Keyed by the search: another search starts unsaved.
 */
export function SaveSearchControl({ filters }: { filters: SearchFiltersInput }) {
  const t = useTranslations('savedSearches');
  const tErrors = useTranslations('errors');
  const router = useRouter();
  const hydrated = useHydrated();
  const loggedIn = useAuthStore((state) => state.isLoggedIn) && hydrated;
  const [frequency, setFrequency] = useState<NotifyFrequency>('instant');
  const [status, setStatus] = useState<Status>('idle');
  const [open, setOpen] = useState(false);
  const selectId = useId();
  const panelId = useId();
  const area = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const savedLink = useRef<HTMLAnchorElement>(null);
  const [focusSaved, setFocusSaved] = useState(false);

  const save = async (chosen: NotifyFrequency, fromPanel: boolean) => {
    setStatus('saving');
    try {
      await savedSearchesApi.create(filters, chosen, { quietErrors: ['SavedSearchLimit'] });
      setStatus('saved');
      setOpen(false);
      // The panel's button is gone: focus goes to what replaced it, the link to the saved searches.
      setFocusSaved(fromPanel);
      toast.success(t('save.savedToast'));
    } catch (error) {
      // Other failures: the api client has told the user why.
      setStatus(isApiError(error) && error.key === 'SavedSearchLimit' ? 'limit' : 'idle');
    }
  };
  useSaveAfterLogin(loggedIn, (asked) => {
    setFrequency(asked);
    void save(asked, false);
  });

  useEffect(() => {
    if (focusSaved) savedLink.current?.focus();
  }, [focusSaved]);

  // Escape folds the panel, giving the focus back to its button when it was inside.
  useEffect(() => {
    if (!open) return;
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      if (area.current?.contains(document.activeElement)) opener.current?.focus();
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [open]);

  if (status === 'saved') {
    return (
      <Link
        ref={savedLink}
        href="/me/searches"
        title={t('save.viewAll')}
        className={barButtonClasses('text-emerald-800')}
        data-testid="save-search-saved"
      >
        <span aria-hidden="true">✓</span>
        <span className="sm:hidden">{t('save.savedShort')}</span>
        <span className="hidden sm:inline">{t('save.saved')}</span>
      </Link>
    );
  }
  return (
    <div ref={area} className="sm:relative" data-testid="save-search">
      <button
        ref={opener}
        type="button"
        aria-label={t('save.button')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        className={barButtonClasses(open && 'border-brand-600 bg-brand-50 text-brand-800')}
      >
        <span className="sm:hidden">{t('save.short')}</span>
        <span className="hidden sm:inline">{t('save.button')}</span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full z-20 mt-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-xl sm:left-auto sm:w-80"
      >
        <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-slate-800">
          {t('save.frequency')}
        </label>
        <select
          id={selectId}
          value={frequency}
          onChange={(event) => setFrequency(event.target.value as NotifyFrequency)}
          className="h-11 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900"
          data-testid="save-search-frequency"
        >
          {frequencies.map((value) => (
            <option key={value} value={value}>
              {t(`frequency.${value}`)}
            </option>
          ))}
        </select>
        <Button
          colour="primary"
          size="md"
          fullWidth
          className="mt-3"
          pending={status === 'saving'}
          onClick={() => {
            if (loggedIn) void save(frequency, true);
            else {
              const back = withSaveMarker(window.location.pathname, window.location.search, frequency);
              router.push(loginPathFor(back, 'saveSearch'));
            }
          }}
        >
          {t('save.confirm')}
        </Button>
        {status === 'limit' && (
          <p role="alert" className="mt-3 text-sm text-red-800" data-testid="save-search-limit">
            {tErrors('SavedSearchLimit')}{' '}
            <Link href="/me/searches" className={textLinkClasses}>
              {t('save.viewAll')}
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}
