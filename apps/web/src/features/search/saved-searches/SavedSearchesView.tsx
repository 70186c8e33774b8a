'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, buttonClasses } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { DeleteSearchDialog } from './DeleteSearchDialog';
import { SavedSearchRow } from './SavedSearchRow';
import { useDeleteSavedSearch, useSavedSearches, useSetFrequency } from './use-saved-searches';

/**
 * /me/searches: the saved searches, newest first, each in words with its new matches, its
 * frequency, Open and Delete (after a confirmation).
 */
export function SavedSearchesView() {
  const t = useTranslations('savedSearches.list');
  const tCommon = useTranslations('common');
  const list = useSavedSearches();
  const setFrequency = useSetFrequency();
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const removal = useDeleteSavedSearch(() => setDeleting(null));

  if (!list.loaded && !list.failed) {
    return (
      <div className="flex min-h-40 items-center justify-center text-slate-600">
        <Spinner label={t('loading')} className="size-6" />
      </div>
    );
  }
  if (list.failed) {
    return (
      <div className="space-y-4 text-slate-700">
        <p>{t('loadFailed')}</p>
        <Button colour="secondary" onClick={list.retry}>
          {tCommon('tryAgain')}
        </Button>
      </div>
    );
  }
  if (list.items.length === 0) {
    return (
      <div
        className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center"
        data-testid="saved-searches-empty"
      >
        <p className="mx-auto max-w-xl text-slate-700">{t('empty')}</p>
        <Link href="/buy" className={buttonClasses('primary', 'md', 'mt-5')}>
          {t('browse')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul className="space-y-4" data-testid="saved-searches">
        {list.items.map((item) => (
          <SavedSearchRow
            key={item.id}
            item={item}
            onFrequency={(frequency) => setFrequency(item.id, frequency)}
            onDelete={(name) => setDeleting({ id: item.id, name })}
          />
        ))}
      </ul>
      <DeleteSearchDialog
        name={deleting?.name ?? null}
        pending={removal.pending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && removal.remove(deleting.id)}
      />
    </>
  );
}
