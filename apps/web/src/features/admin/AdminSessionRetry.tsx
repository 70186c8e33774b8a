'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { request } from '@/shared/api/client';
import { useAuthStore } from '@/shared/state/auth-store';

/** Once per page load: an admin whose access token had expired gets one try after the refresh. */
let tried = false;

/**
 * Inside /admin's 404 page. The server saw no valid access token; if this browser's profile is an
 * admin's, the token had merely expired: reading the profile refreshes the session (the api
 * client's one refresh on 401), and the page is asked for again. For everyone else it renders
 * nothing and does nothing: their 404 page is the same as any other.
 */
export function AdminSessionRetry() {
  const router = useRouter();
  const admin = useAuthStore((state) => state.isLoggedIn && state.user?.role === 'admin');
  useEffect(() => {
    if (!admin || tried) return;
    tried = true;
    void request('me', {}, { quiet: true })
      .then((me) => {
        if (me.role === 'admin') router.refresh();
      })
      .catch(() => undefined);
  }, [admin, router]);
  return null;
}
