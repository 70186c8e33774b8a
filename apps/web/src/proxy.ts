import { accessCookieName } from '@krov/contracts/session-cookies';
import { type NextRequest, NextResponse } from 'next/server';
import { internalPathname, localeCookieName, negotiateLocale } from './i18n/locale';

/**
 * Every page request is rewritten to its internal /locale/{bs|en}/… route (i18n/locale.ts), so URLs
 * carry no locale while both languages stay prerendered. The response varies by the cookie and
 * Accept-Language that chose the language: no cache may serve one language's HTML for the other
 * (Next 16.4 drops this Vary from HTML responses: docs/decisions.md, Web shell 4).
 */
export function proxy(request: NextRequest): NextResponse {
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
  const response = NextResponse.rewrite(url, { request: { headers } });
  response.headers.append('Vary', 'Cookie, Accept-Language');
  return response;
}

export const config = {
  // Pages only: not Next's own files, and not files with an extension (favicon.ico, runtime-config.js).
  matcher: ['/((?!_next|_vercel|.*\\..*).*)'],
};
