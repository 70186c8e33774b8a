/**
 * The session cookies' names (docs/decisions.md, Foundation 3). The api sets them; the web's proxy
 * reads only whether they are there, never their values, so this file has no imports.
 */
export const accessCookieName = 'krov_access';
export const refreshCookieName = 'krov_refresh';
/**
 * Says only that a refresh cookie was set beside it (same lifetime, cleared with it); it grants
 * nothing. The refresh cookie travels to /api/tokens only, so page requests never carry it: this
 * one lets the web's proxy tell a visitor whose 15-minute access cookie has expired (the page
 * refreshes the session in the browser) from a visitor without a session, sent to /login at once
 * (docs/decisions/100-private-pages-redirect-on-the-server.md).
 */
export const sessionHintCookieName = 'krov_session';
