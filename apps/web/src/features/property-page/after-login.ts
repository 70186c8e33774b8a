'use client';

import { useEffect, useState } from 'react';
import type { LoginReason } from '@/shared/navigation/safe-next-path';

/** /p/{id} with the action a visitor asked for before logging in: `?after=save`. */
export function afterLoginPath(id: string, action: LoginReason): string {
  return `/p/${id}?after=${action}`;
}

/**
 * Whether the page was opened to finish `action` after a login (`?after=…`), once the user is
 * logged in; the parameter leaves the address at once, so a reload or a shared link does not
 * repeat the action.
 */
export function useAfterLogin(action: LoginReason, loggedIn: boolean): boolean {
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (!loggedIn) return;
    const url = new URL(window.location.href);
    if (url.searchParams.get('after') !== action) return;
    url.searchParams.delete('after');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    setAsked(true);
  }, [action, loggedIn]);
  return asked;
}
