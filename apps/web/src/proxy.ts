import { accessCookieName } from '@krov/contracts/session-cookies';
import { type NextRequest, NextResponse } from 'next/server';
import { isPrivatePath, mayHaveSession } from '@/shared/auth/private-pages';
import { loginPathFor } from '@/shared/navigation/safe-next-path';
import { newNonce, rendersPerRequest, scriptPolicy } from '@/shared/security/script-policy';
import { internalPathname, localeCookieName, negotiateLocale } from './i18n/locale';

/**
 * Every page request is rewritten to its internal /locale/{bs|en}/… route (i18n/locale.ts), so URLs
 * carry no locale while both languages stay prerendered. The response varies by the cookie and
 * Accept-Language that chose the language: no cache may serve one language's HTML for the other
 * (Next 16.4 drops this Vary from HTML responses: docs/decisions.md, Web shell 4).
 */
export function proxy(request: NextRequest): NextResponse {
  if (isPrivatePath(request.nextUrl.pathname) && !mayHaveSession(request.cookies)) return toLogin(request);
  const locale = negotiateLocale({
    cookie: request.cookies.get(localeCookieName)?.value,
    acceptLanguage: request.headers.get('accept-language'),
  });
  const url = request.nextUrl.clone();
  // A signed-in visitor (access cookie) gets pages that depend on the session, e.g. their own
  // hidden listing; everyone else the shared cached copy (i18n/locale.ts internalPathname).
  const signedIn = request.cookies.has(accessCookieName);
  url.pathname = internalPathname(request.nextUrl.pathname, request.nextUrl.searchParams, locale, signedIn);

  // next-intl reads this header where no [locale] param has set the locale.
  const headers = new Headers(request.headers);
  headers.set('x-next-intl-locale', locale);
  // A page rendered per request gets a script policy with a nonce: Next reads it from the request
  // and puts the nonce on its scripts; the browser gets the same policy (shared/security).
  const policy = rendersPerRequest(url.pathname) ? scriptPolicy(newNonce()) : null;
  if (policy) headers.set('content-security-policy', policy);
  const response = NextResponse.rewrite(url, { request: { headers } });
  if (policy) response.headers.set('Content-Security-Policy', policy);
  response.headers.append('Vary', 'Cookie, Accept-Language');
  return response;
}

/**
 * A visitor without a session asking for a private page goes to /login?next=<that page> before any
 * HTML is sent (no empty page that jumps after the scripts run). Per visitor: never cached.
 */
function toLogin(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;
  const response = NextResponse.redirect(new URL(loginPathFor(`${pathname}${search}`), request.nextUrl), 307);
  response.headers.set('Cache-Control', 'private, no-store');
  response.headers.append('Vary', 'Cookie');
  return response;
}

export const config = {
  // Pages only: not Next's own files, not files with an extension (favicon.ico), and not /api/*,
  // which app/api/[...path]/route.ts forwards to the api.
  matcher: ['/((?!_next|_vercel|api/|api$|.*\\..*).*)'],
};
