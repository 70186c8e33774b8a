import 'server-only';
import { accessCookieName } from '@krov/contracts/session-cookies';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { serverApi } from '@/shared/api/server-client';

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
    const api = serverApi({ cookie: store.toString(), timeoutMs: 10_000, cache: 'no-store' });
    const me = await api.call('me', {});
    return me.role === 'admin';
  } catch {
    return false;
  }
});
