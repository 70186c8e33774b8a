'use client';

import { clsx } from 'clsx';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { loginPathFor } from '@/shared/navigation/safe-next-path';
import { buttonClasses } from '@/shared/ui/Button';
import { useLoggedIn } from './login-gate';
import { useIsOwner } from './OwnerTools';

/** Where "Send message" leads: the conversation with the owner about this listing (features/messages). */
export function messagePath(ownerId: string, propertyId: string): string {
  return `/messages/new?user=${encodeURIComponent(ownerId)}&property=${encodeURIComponent(propertyId)}`;
}

/**
 * "Send message" to the listing's owner: a link, no code of its own (the conversation's code loads
 * with /messages). A visitor goes to the login first, which says why and comes back to it; the
 * owner on their own listing gets none.
 */
export function MessageButton({ id, ownerId, look }: { id: string; ownerId: string; look: 'card' | 'bar' }) {
  const t = useTranslations('propertyPage.owner');
  const loggedIn = useLoggedIn();
  if (useIsOwner(ownerId)) return null;
  const target = messagePath(ownerId, id);
  return (
    <Link
      href={loggedIn ? target : loginPathFor(target, 'message')}
      // No prefetch: the messages' code and data are for those who ask.
      prefetch={false}
      className={clsx(
        look === 'bar'
          ? buttonClasses('secondary', 'md', 'px-3')
          : buttonClasses('secondary', 'md', 'w-full'),
      )}
      data-testid={look === 'card' ? 'send-message' : 'contact-bar-message'}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-5"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M4 5h16v11H9l-5 4z" strokeLinejoin="round" />
      </svg>
      <span className={look === 'bar' ? 'sr-only' : undefined}>{t('sendMessage')}</span>
    </Link>
  );
}
