'use client';

import type { MyProperty } from '@krov/contracts';
import { useTranslations } from 'next-intl';
import { useLanguage } from '@/i18n/use-language';
import { formatDate } from '@/shared/format/format-price';
import { ConfirmedAge } from '@/shared/listings/ConfirmedAge';
import { Button } from '@/shared/ui/Button';
import { availabilityOf } from './availability';
import { useConfirmAvailable } from './use-confirm-available';

/**
 * A card's line about availability (issue 29): when it was last confirmed; asked and waiting, by
 * when to answer and the one-tap "Još je dostupno"; hidden as unconfirmed, why and the same button,
 * which shows it again.
 */
export function CardAvailability({ listing }: { listing: MyProperty }) {
  const t = useTranslations('myProperties.availability');
  const language = useLanguage();
  const { pendingId, confirm } = useConfirmAvailable();
  const state = availabilityOf(listing);
  if (state.kind === 'none') {
    return listing.status === 'listed' && !listing.soldAt ? (
      <ConfirmedAge confirmedAt={listing.confirmedAt} />
    ) : null;
  }
  const hidden = state.kind === 'hiddenUnconfirmed';
  return (
    <div
      className="flex flex-col gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 sm:flex-row sm:items-center sm:justify-between"
      data-testid="availability-question"
      data-state={state.kind}
    >
      <p className="text-sm text-amber-950">
        {hidden ? t('hiddenUnconfirmed') : t('asked', { date: formatDate(state.by, language) })}
      </p>
      <Button
        size="sm"
        colour="primary"
        pending={pendingId === listing.id}
        disabled={pendingId !== null && pendingId !== listing.id}
        onClick={() => confirm(listing.id, hidden)}
        className="shrink-0"
      >
        {t('confirm')}
      </Button>
    </div>
  );
}
