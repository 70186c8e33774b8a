'use client';

import type { AdminHiddenProperty } from '@krov/contracts';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { Button } from '@/shared/ui/Button';
import { ListStates, MoreButton } from '@/shared/ui/ListStates';
import { toast } from '@/shared/ui/toast';
import { formatDateTime } from './format';
import { ReasonDialog } from './ReasonDialog';
import { useHiddenListings } from './use-hidden-listings';

/**
 * The listings moderators hide, the latest hidden first, each with "Restore listing": asked with a
 * reason its owner is told; the api says where the listing went (listed, expired, still hidden).
 */
export function HiddenListings({ onNotFound }: { onNotFound(): void }) {
  const t = useTranslations('admin.hiddenListings');
  const list = useHiddenListings(onNotFound);
  const [restoring, setRestoring] = useState<AdminHiddenProperty | null>(null);

  const restore = async (reason: string) => {
    if (!restoring) return;
    const { status } = await list.restore(restoring.id, reason);
    toast.success(t(`restore.done.${status}`, { address: restoring.address }));
    setRestoring(null);
  };

  const body = (
    <ListStates
      list={list}
      texts={{ loadFailed: t('loadFailed'), empty: t('empty') }}
      emptyTestId="admin-hidden-empty"
    >
      <ul className="space-y-4">
        {list.items.map((listing) => (
          <li key={listing.id}>
            <HiddenListingCard listing={listing} onRestore={() => setRestoring(listing)} />
          </li>
        ))}
      </ul>
      <MoreButton list={list} label={t('loadMore')} />
    </ListStates>
  );

  return (
    <section
      aria-labelledby="admin-hidden-listings"
      className="space-y-4"
      data-testid="admin-hidden-listings"
    >
      <h3 id="admin-hidden-listings" className="text-lg font-semibold text-slate-900">
        {t('title')}
      </h3>
      {body}
      <ReasonDialog
        open={restoring !== null}
        texts={{
          title: t('restore.title', { address: restoring?.address ?? '' }),
          text: t('restore.text'),
          button: t('restore.button'),
          reason: t('restore.reason'),
          reasonHint: t('restore.reasonHint'),
        }}
        onClose={() => setRestoring(null)}
        onSubmit={restore}
      />
    </section>
  );
}

function HiddenListingCard({ listing, onRestore }: { listing: AdminHiddenProperty; onRestore(): void }) {
  const t = useTranslations('admin.hiddenListings');
  const language = useLanguage();
  const headingId = `admin-hidden-${listing.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5"
      data-testid="admin-hidden-listing"
      data-id={listing.id}
    >
      <header>
        <h4 id={headingId} className="font-semibold break-words text-slate-900">
          {listing.address}
        </h4>
        <p className="text-sm text-slate-600">
          {t('hiddenAt', { date: formatDateTime(listing.hiddenAt, language) })} · {listing.id}
        </p>
      </header>
      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium text-slate-600">{t('owner')}</dt>
          <dd className="mt-0.5 break-words text-slate-900">
            {listing.owner.name} · {listing.owner.email}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">{t('reason')}</dt>
          <dd className="mt-0.5 break-words whitespace-pre-wrap text-slate-900">{listing.reason}</dd>
        </div>
      </dl>
      <Button colour="secondary" size="sm" aria-describedby={headingId} onClick={onRestore}>
        {t('restore.button')}
      </Button>
    </article>
  );
}
