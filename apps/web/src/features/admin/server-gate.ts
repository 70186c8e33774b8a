import 'server-only';
import type { Me } from '@krov/contracts';
import { routes } from '@krov/contracts/routes';
import { accessCookieName } from '@krov/contracts/session-cookies';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { webServerConfig } from '@/shared/config.server';

/**
 * Whether the request is an admin's: GET /api/users/me with the visitor's cookies says role
 * `admin`. Anything else (no session, an expired token, another role, an api that does not
 * answer) is "no": /admin is then the 404 page, the same as a path that does not exist.
 * Memoised per request: the metadata and the page share one call.
 */
export const isAdminRequest = cache(async (): Promise<boolean> => {
  const store = await cookies();
  if (!store.has(accessCookieName)) return false;
  try {
    const response = await fetch(`${webServerConfig().publicApiUrl}${routes.me.path}`, {
      headers: { accept: 'application/json', cookie: store.toString() },
      cache: 'no-store',
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) return false;
    const me: Me = await response.json();
    return me.role === 'admin';
  } catch {
    return false;
  }
});
