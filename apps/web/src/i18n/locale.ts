import { defaultLocale, type Locale } from '@krov/messages/locales';

/**
 * Which language a request gets. URLs carry no locale: the proxy (src/proxy.ts) picks it from the
 * NEXT_LOCALE cookie, else from Accept-Language, else Bosnian, and rewrites to /{locale}/… .
 * Pure functions, shared by the proxy and its tests; nothing here touches Next.
 */
export const locales = ['bs', 'en'] as const satisfies readonly Locale[];
export type { Locale };
export { defaultLocale };

/** The cookie the language page sets (shared/cookies `setLanguageCookie`) and the proxy reads. */
export const localeCookieName = 'NEXT_LOCALE';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Languages a Bosnian reader understands: their speakers get the Bosnian site. */
const bosnianFamily = new Set(['bs', 'hr', 'sr', 'sh', 'cnr']);

/**
 * Accept-Language entries in order of preference (highest q first, ties in header order);
 * entries with q=0 or a malformed q are dropped.
 */
export function preferredLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  const entries: { tag: string; q: number; index: number }[] = [];
  header.split(',').forEach((part, index) => {
    const [rawTag, ...params] = part.trim().split(';');
    const tag = rawTag?.trim().toLowerCase();
    if (!tag) return;
    let q = 1;
    for (const param of params) {
      const [name, value] = param.trim().split('=');
      if (name?.trim() === 'q') q = Number(value);
    }
    if (!Number.isFinite(q) || q <= 0 || q > 1) return;
    entries.push({ tag, q, index });
  });
  return entries.sort((a, b) => b.q - a.q || a.index - b.index).map((entry) => entry.tag);
}

/**
 * The locale of a request: a valid NEXT_LOCALE cookie decides; without one, Accept-Language may
 * choose English (when English comes before Bosnian, Croatian, Serbian and Montenegrin); everything
 * else is Bosnian, the product's default.
 */
export function negotiateLocale(input: {
  cookie?: string | undefined;
  acceptLanguage?: string | null;
}): Locale {
  if (isLocale(input.cookie)) return input.cookie;
  for (const tag of preferredLanguages(input.acceptLanguage)) {
    const primary = tag.split('-')[0] ?? '';
    if (bosnianFamily.has(primary)) return 'bs';
    if (primary === 'en') return 'en';
  }
  return defaultLocale;
}

/** Pages that have a raw mode (`?__raw=true`: no header, footer or banners; for the apps' web views). */
export const rawPages = new Set(['/legal/terms', '/legal/privacy']);

/** Where the pages of a language live inside the app (app/locale/[locale]); never a public URL. */
export function localeRoot(locale: Locale): string {
  return `/locale/${locale}`;
}

/**
 * A listing's page, /p/{id} with an id as the api makes them (lowercase UUID): rendered per request
 * for a signed-in visitor, else from a short cache. Any other id renders per request (a 404): only
 * real-looking ids get a cache entry.
 */
const listingPage = /^\/p\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
/** Internal folders reached only through a rewrite, never as public URLs. */
const internalOnly = ['/raw', '/p-public'];

/**
 * The internal path a public path renders from: /legal/terms → /locale/bs/legal/terms, or
 * /locale/bs/raw/legal/terms with `?__raw=true`; /p/{id} → /locale/bs/p-public/{id} (the page
 * every visitor without a session sees, cached for seconds) unless `signedIn` (the owner may see a
 * listing that is not public: rendered per request with the session). A path without a page (or
 * /404) stays unmatched inside the locale root, so Next answers it with app/not-found.tsx and 404.
 */
export function internalPathname(
  pathname: string,
  searchParams: URLSearchParams,
  locale: Locale,
  signedIn = false,
): string {
  const root = localeRoot(locale);
  if (internalOnly.some((folder) => pathname === folder || pathname.startsWith(`${folder}/`)))
    return `${root}/404`;
  if (searchParams.get('__raw') === 'true' && rawPages.has(pathname)) return `${root}/raw${pathname}`;
  const listing = listingPage.exec(pathname);
  if (listing && !signedIn) return `${root}/p-public/${listing[1]}`;
  return pathname === '/' ? root : `${root}${pathname}`;
}
