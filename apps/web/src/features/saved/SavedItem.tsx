import type { SavedPropertyItem } from '@krov/contracts';
import { useTranslations } from 'next-intl';
import { useLanguage } from '@/i18n/use-language';
import { formatDate } from '@/shared/format/format-price';
import { ListingCard } from '@/shared/listings/ListingCard';
import { Button } from '@/shared/ui/Button';

interface SavedItemProps {
  item: SavedPropertyItem;
  removing: boolean;
  onRemove(): void;
}

/**
 * One saved listing: the shared result card while it is public (its heart shows it saved; a
 * click there unsaves it but leaves it here, so a second click undoes it); once it is not public,
 * only that it is no longer available (the api sends nothing else of it). Either way the date it
 * was saved and "Remove", which takes it off the list.
 */
export function SavedItem({ item, removing, onRemove }: SavedItemProps) {
  const t = useTranslations('saved');
  const language = useLanguage();
  const listing = item.available ? item.property : null;
  return (
    <div className="flex h-full flex-col gap-2" data-testid="saved-item" data-property-id={item.propertyId}>
      {listing ? (
        <ListingCard listing={listing} headingLevel={2} />
      ) : (
        <div
          className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-6 text-center"
          data-testid="saved-unavailable"
        >
          <h2 className="font-semibold text-slate-900">{t('unavailable.title')}</h2>
          <p className="text-sm text-slate-700">{t('unavailable.description')}</p>
        </div>
      )}
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-slate-600">{t('savedOn', { date: formatDate(item.savedAt, language) })}</p>
        <Button
          colour="tertiary"
          size="sm"
          pending={removing}
          onClick={onRemove}
          aria-label={listing ? t('removeNamed', { name: listing.address }) : t('removeUnavailable')}
        >
          {t('remove')}
        </Button>
      </div>
    </div>
  );
}
