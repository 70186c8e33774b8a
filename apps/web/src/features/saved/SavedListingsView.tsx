'use client';

import { useTranslations } from 'next-intl';
import { ListStates, MoreButton } from '@/shared/ui/ListStates';
import { SavedItem } from './SavedItem';
import { useRemoveSaved, useSavedListings } from './use-saved-listings';

/**
 * /me/saved: the saved listings as cards, newest saved first, those no longer public marked as
 * such, each with "Remove"; "Load more" adds the next 24 below (the api's cursor).
 */
export function SavedListingsView() {
  const t = useTranslations('saved');
  const list = useSavedListings();
  const { remove, removing } = useRemoveSaved();

  const texts = {
    loading: t('loading'),
    loadFailed: t('loadFailed'),
    empty: t('empty'),
    browse: t('browse'),
  };
  return (
    <ListStates list={list} texts={texts} browseHref="/" emptyTestId="saved-empty">
      <div className="space-y-8">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="saved-listings">
          {list.items.map((item) => (
            <li key={item.propertyId} className="flex">
              <SavedItem
                item={item}
                removing={removing === item.propertyId}
                onRemove={() => remove(item.propertyId)}
              />
            </li>
          ))}
        </ul>
        <MoreButton list={list} label={t('loadMore')} className="flex justify-center" />
      </div>
    </ListStates>
  );
}
