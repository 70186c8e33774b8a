'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { loginReasonOf } from '@/shared/navigation/safe-next-path';
import { Notice } from './Notice';

/** Why the login is asked for, when an action sent the visitor here ("Log in to save the listing"). */
export function LoginReason() {
  const t = useTranslations('accounts.login.reason');
  const tSearches = useTranslations('savedSearches');
  const reason = loginReasonOf(useSearchParams().get('reason'));
  if (!reason) return null;
  return <Notice className="mb-5">{reason === 'saveSearch' ? tSearches('loginReason') : t(reason)}</Notice>;
}
