'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button, buttonClasses } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { SavedItem } from './SavedItem';
import { useRemoveSaved, useSavedListings } from './use-saved-listings';

/**
 * /me/saved: the saved listings as cards, newest saved first, those no longer public marked as
 * such, each with "Remove"; "Load more" adds the next 24 below (the api's cursor).
 */
export function SavedListingsView() {
  const t = useTranslations('saved');
  const tCommon = useTranslations('common');
  const list = useSavedListings();
  const { remove, removing } = useRemoveSaved();

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
        data-testid="saved-empty"
      >
        <p className="mx-auto max-w-xl text-slate-700">{t('empty')}</p>
        <Link href="/" className={buttonClasses('primary', 'md', 'mt-5')}>
          {t('browse')}
        </Link>
      </div>
    );
  }
  return (
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
      {list.hasMore && (
        <div className="flex justify-center">
          <Button colour="secondary" pending={list.loadingMore} onClick={list.loadMore}>
            {t('loadMore')}
          </Button>
        </div>
      )}
    </div>
  );
}
