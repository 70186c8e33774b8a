/**
 * The session cookies' names (docs/decisions.md, Foundation 3). The api sets them; the web's proxy
 * reads only whether the access cookie is there (a signed-in visitor), so this file has no imports.
 */
export const accessCookieName = 'krov_access';
export const refreshCookieName = 'krov_refresh';
