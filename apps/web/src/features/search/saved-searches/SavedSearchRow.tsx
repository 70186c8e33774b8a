'use client';

import type { NotifyFrequency, SavedSearchResponse } from '@krov/contracts';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type MouseEvent, useId } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { formatDate } from '@/shared/format/format-price';
import { pluralForm } from '@/shared/format/plural';
import { buttonClasses } from '@/shared/ui/Button';
import { savedSearchHref, savedSearchWords } from './saved-filters';
import { frequencies, savedSearchesApi } from './saved-searches-api';

/**
 * One saved search: its filters in words, its new matches, when it was saved; the frequency
 * select, Open (marks it seen, then its search page) and Delete (asks first, SavedSearchesView).
 */
export function SavedSearchRow({
  item,
  onFrequency,
  onDelete,
}: {
  item: SavedSearchResponse;
  onFrequency(frequency: NotifyFrequency): void;
  onDelete(name: string): void;
}) {
  const t = useTranslations('savedSearches');
  const tAll = useTranslations();
  const language = useLanguage();
  const router = useRouter();
  const selectId = useId();
  const name = savedSearchWords(item.filters, item.placeName, language, (key, values) => tAll(key, values));
  const href = savedSearchHref(item.filters);

  // A plain click marks it seen first, then opens it; a new tab (a modifier, the middle button)
  // opens at once while the mark goes out beside it.
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    const newTab = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
    if (newTab) {
      void savedSearchesApi.seen(item.id).catch(() => undefined);
      return;
    }
    event.preventDefault();
    void savedSearchesApi
      .seen(item.id)
      .catch(() => undefined)
      .then(() => router.push(href));
  };

  return (
    <li
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:p-5"
      data-testid="saved-search"
      data-search-id={item.id}
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-slate-900">{name}</p>
        <p className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          {item.newMatches > 0 ? (
            <span
              className="rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-semibold text-white"
              data-testid="saved-search-new"
            >
              {t(`list.newMatches.${pluralForm(item.newMatches, language)}`, { count: item.newMatches })}
            </span>
          ) : (
            <span>{t('list.noNewMatches')}</span>
          )}
          <span>{t('list.savedOn', { date: formatDate(item.createdAt, language) })}</span>
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={selectId} className="text-xs font-medium text-slate-600">
            {t('frequency.label')}
          </label>
          <select
            id={selectId}
            aria-label={t('list.frequencyNamed', { name })}
            value={item.notifyFrequency}
            onChange={(event) => onFrequency(event.target.value as NotifyFrequency)}
            className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900"
            data-testid="saved-search-frequency"
          >
            {frequencies.map((value) => (
              <option key={value} value={value}>
                {t(`frequency.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <Link
          href={href}
          onClick={open}
          aria-label={t('list.openNamed', { name })}
          className={buttonClasses('primary', 'sm')}
          data-testid="saved-search-open"
        >
          {t('list.open')}
        </Link>
        <button
          type="button"
          onClick={() => onDelete(name)}
          aria-label={t('list.deleteNamed', { name })}
          className={buttonClasses('tertiary', 'sm', 'text-red-800 hover:text-red-900')}
          data-testid="saved-search-delete"
        >
          {t('list.delete')}
        </button>
      </div>
    </li>
  );
}
