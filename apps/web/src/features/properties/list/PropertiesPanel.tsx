'use client';

import type { MyPropertiesTab, PropertyResponse } from '@krov/contracts';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, buttonClasses } from '@/shared/ui/Button';
import { MoreButton } from '@/shared/ui/ListStates';
import { Spinner } from '@/shared/ui/Spinner';
import { PropertyCard } from './PropertyCard';
import type { Assignment } from './use-agency-assignment';
import type { CardAction } from './use-listing-actions';
import type { useMyProperties } from './use-my-properties';

interface PropertiesPanelProps {
  tab: MyPropertiesTab;
  list: ReturnType<typeof useMyProperties>;
  /** A search or an agent filter is applied: an empty tab says nothing matched, with a way back. */
  searching: boolean;
  onClearSearch(): void;
  pending: { listing: PropertyResponse; action: CardAction } | null;
  onAction(listing: PropertyResponse, action: CardAction): void;
  /** The agency's owner's assignment of each agency listing; null for anyone else. */
  assignment: Assignment | null;
}

/** One tab's listings: loading, a failure to retry, the empty state that says what to do, or the cards. */
export function PropertiesPanel({
  tab,
  list,
  searching,
  onClearSearch,
  pending,
  onAction,
  assignment,
}: PropertiesPanelProps) {
  const t = useTranslations('myProperties');
  const tCommon = useTranslations('common');
  // One "now" for the whole list: which action fits each listing's state.
  const [now] = useState(() => Date.now());

  if (!list.loaded && list.loading) {
    return (
      <div className="flex min-h-40 items-center justify-center text-slate-600">
        <Spinner label={tCommon('loading')} className="size-6" />
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
  if (list.items.length === 0 && searching) {
    return (
      <div
        className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center"
        data-testid="properties-no-match"
      >
        <p className="mx-auto max-w-xl text-slate-700">{t('list.noMatch')}</p>
        <Button colour="secondary" className="mt-5" onClick={onClearSearch}>
          {t('list.clear')}
        </Button>
      </div>
    );
  }
  if (list.items.length === 0) {
    return (
      <div
        className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center"
        data-testid="properties-empty"
      >
        <p className="mx-auto max-w-xl text-slate-700">{t(`empty.${tab}`)}</p>
        {(tab === 'listed' || tab === 'unpaid') && (
          <Link href="/me/properties/new" className={buttonClasses('primary', 'md', 'mt-5')}>
            {t('add')}
          </Link>
        )}
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <ul className="space-y-4">
        {list.items.map((listing) => (
          <li key={listing.id}>
            <PropertyCard
              listing={listing}
              now={now}
              pending={pending?.listing.id === listing.id ? pending.action : null}
              onAction={(action) => onAction(listing, action)}
              assignment={assignment}
            />
          </li>
        ))}
      </ul>
      <MoreButton list={list} label={t('loadMore')} className="flex justify-center" />
    </div>
  );
}
