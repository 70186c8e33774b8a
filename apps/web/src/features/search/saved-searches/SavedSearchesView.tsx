'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ListStates } from '@/shared/ui/ListStates';
import { DeleteSearchDialog } from './DeleteSearchDialog';
import { SavedSearchRow } from './SavedSearchRow';
import { useDeleteSavedSearch, useSavedSearches, useSetFrequency } from './use-saved-searches';

/**
 * /me/searches: the saved searches, newest first, each in words with its new matches, its
 * frequency, Open and Delete (after a confirmation).
 */
export function SavedSearchesView() {
  const t = useTranslations('savedSearches.list');
  const list = useSavedSearches();
  const setFrequency = useSetFrequency();
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const removal = useDeleteSavedSearch(() => setDeleting(null));

  const texts = {
    loading: t('loading'),
    loadFailed: t('loadFailed'),
    empty: t('empty'),
    browse: t('browse'),
  };
  return (
    <ListStates list={list} texts={texts} browseHref="/buy" emptyTestId="saved-searches-empty">
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
    </ListStates>
  );
}
