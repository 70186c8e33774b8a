'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useSavedListing } from '@/shared/listings/saved';
import { QueryProvider } from '@/shared/query/QueryProvider';
import { toast } from '@/shared/ui/toast';
import { SaveButtonLook } from './SaveButtonLook';

/**
 * The heart of a logged-in user: loaded lazily by SaveButton, with TanStack Query. It shares its
 * state with the result cards' hearts (shared/listings/saved.ts).
 */
/** `saveNow`: the visitor pressed it before logging in; it is saved once its state is known. */
export function SavedToggle({ id, saveNow = false }: { id: string; saveNow?: boolean }) {
  return (
    <QueryProvider>
      <Toggle id={id} saveNow={saveNow} />
    </QueryProvider>
  );
}

function Toggle({ id, saveNow }: { id: string; saveNow: boolean }) {
  const t = useTranslations('propertyPage.save');
  const { saved, loaded, pending, toggle } = useSavedListing(id, (isSaved) =>
    toast.success(isSaved ? t('saved') : t('removed')),
  );
  // Already saved (on another device, say): nothing to do, the heart shows it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the state is first known.
  useEffect(() => {
    if (saveNow && loaded && !saved) toggle();
  }, [saveNow, loaded]);
  return <SaveButtonLook saved={saved} pending={pending} onClick={toggle} />;
}
