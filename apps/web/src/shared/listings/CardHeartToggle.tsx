'use client';

import { useTranslations } from 'next-intl';
import { QueryProvider } from '@/shared/query/QueryProvider';
import { toast } from '@/shared/ui/toast';
import { CardHeartLook } from './CardHeartLook';
import { useSavedListing } from './saved';

/** The heart of a logged-in user on a card (loaded by CardHeart), sharing its state with the listing's page. */
export function CardHeartToggle({ id, label }: { id: string; label: string }) {
  return (
    <QueryProvider>
      <Toggle id={id} label={label} />
    </QueryProvider>
  );
}

function Toggle({ id, label }: { id: string; label: string }) {
  const t = useTranslations('listingCard');
  const { saved, pending, toggle } = useSavedListing(id, (isSaved) =>
    toast.success(isSaved ? t('saved') : t('removed')),
  );
  return <CardHeartLook label={label} saved={saved} pending={pending} onClick={toggle} />;
}
