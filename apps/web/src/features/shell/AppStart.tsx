'use client';

import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import { isLocale } from '@/i18n/locale';
import { request } from '@/shared/api/client';
import { ensureDeviceId } from '@/shared/cookies/device-id';
import { syncStateAcrossTabs } from '@/shared/state/cross-tab';
import { startApp } from '@/shared/state/start-up';

// Once per page load, whatever React does with effects (Strict Mode runs them twice in development).
let started = false;

/**
 * Runs the client's start-up once (docs/product/SPEC.md §4): the device_id cookie for the x-deviceid header,
 * the persisted state, then a logged-in user's profile and unread count. Renders nothing.
 */
export function AppStart() {
  const locale = useLocale();

  useEffect(() => {
    if (started) return;
    started = true;
    ensureDeviceId();
    void startApp({
      fetchMe: () => request('me', {}),
      fetchUnreadCount: () => request('unreadCount', {}),
      ...(isLocale(locale) ? { language: locale } : {}),
    });
  }, [locale]);

  useEffect(() => syncStateAcrossTabs(), []);

  return null;
}
