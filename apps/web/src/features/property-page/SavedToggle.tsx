'use client';

import { useTranslations } from 'next-intl';
import { useSavedListing } from '@/shared/listings/saved';
import { QueryProvider } from '@/shared/query/QueryProvider';
import { toast } from '@/shared/ui/toast';
import { SaveButtonLook } from './SaveButtonLook';

/**
 * The heart of a logged-in user: loaded lazily by SaveButton, with TanStack Query. It shares its
 * state with the result cards' hearts (shared/listings/saved.ts).
 */
export function SavedToggle({ id }: { id: string }) {
  return (
    <QueryProvider>
      <Toggle id={id} />
    </QueryProvider>
  );
}

function Toggle({ id }: { id: string }) {
  const t = useTranslations('propertyPage.save');
  const { saved, pending, toggle } = useSavedListing(id, (isSaved) =>
    toast.success(isSaved ? t('saved') : t('removed')),
  );
  return <SaveButtonLook saved={saved} pending={pending} onClick={toggle} />;
}
