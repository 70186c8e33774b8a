'use client';

import type { ReactNode } from 'react';
import { ModalLink } from '@/shared/ui/modal-navigation/ModalLink';
import { type ListingPreview, rememberListingPreview } from './listing-preview';

/**
 * The card's title link to /p/{id} (stretched over the card). Pressed, it leaves the modal what
 * the card shows, so the modal opens with the photo and the price instead of an empty sheet.
 */
export function ListingCardLink({
  preview,
  className,
  children,
}: {
  preview: Omit<ListingPreview, 'photo'>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <ModalLink
      href={`/p/${preview.id}`}
      className={className}
      onClick={(event) => {
        const image = event.currentTarget.closest('article')?.querySelector('img');
        rememberListingPreview({ ...preview, photo: image?.currentSrc || undefined });
      }}
    >
      {children}
    </ModalLink>
  );
}
