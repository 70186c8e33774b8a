import { accessCookieName, sessionHintCookieName } from '@krov/contracts/session-cookies';

/**
 * The pages of a logged-in user: a visitor without a session is sent to /login?next=… by the
 * proxy before any HTML (docs/decisions/100-private-pages-redirect-on-the-server.md). RequireLogin
 * still guards them in the browser (a session that ends while the page is open).
 */
const privatePrefixes = ['/me', '/messages', '/payment', '/verify-phone'] as const;

export function isPrivatePath(pathname: string): boolean {
  return privatePrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * Whether the request may belong to a session: the access cookie (15 minutes), or the hint set
 * beside the refresh cookie (30 days), which the page's own refresh turns into a new access cookie.
 * Only presence counts: the api judges the tokens.
 */
export function mayHaveSession(cookies: { has(name: string): boolean }): boolean {
  return cookies.has(accessCookieName) || cookies.has(sessionHintCookieName);
}
