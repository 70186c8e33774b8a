/**
 * Where to go after login: the `next` query value when it is a path of this site, else home.
 * Refused: absolute URLs, protocol-relative ('//evil.ba'), backslash tricks ('/\evil.ba'),
 * control characters, and anything that does not start with a single '/'.
 */
export function safeNextPath(value: string | null | undefined, fallback = '/'): string {
  if (!value?.startsWith('/')) return fallback;
  if (value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  try {
    // Resolved against a dummy origin: a path that escapes it (e.g. '/%2F%2Fevil') is refused.
    const url = new URL(value, 'http://krov.invalid');
    if (url.origin !== 'http://krov.invalid') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/**
 * Why a visitor is asked to log in, which the login page says ("Log in to save the listing");
 * `saveSearch`'s text is the saved searches' own (`savedSearches.loginReason`).
 */
export const loginReasons = ['save', 'phone', 'saveSearch', 'message', 'report'] as const;
export type LoginReason = (typeof loginReasons)[number];

/** /login?next=… for a page that needs a logged-in user, with the reason when an action asked. */
export function loginPathFor(path: string, reason?: LoginReason): string {
  const why = reason ? `&reason=${reason}` : '';
  return `/login?next=${encodeURIComponent(safeNextPath(path))}${why}`;
}

/** The reason in a login page's query, when it is one of ours. */
export function loginReasonOf(value: string | null): LoginReason | null {
  return loginReasons.find((reason) => reason === value) ?? null;
}

/**
 * /verify-email, with the address in the query when there is one, and the page to go to once
 * signed in (`next`, e.g. an agency's invitation) when it is one of this site's.
 */
export function verifyEmailPathFor(email: string | null | undefined, next?: string | null): string {
  return withQuery('/verify-email', { email, next: nextParam(next) });
}

/** `next` to pass along: a path of this site other than home, else nothing. */
export function nextParam(next: string | null | undefined): string | null {
  const path = safeNextPath(next, '');
  return path && path !== '/' ? path : null;
}

/** A path with the query parameters that have a value. */
export function withQuery(path: string, params: Record<string, string | null | undefined>): string {
  const query = Object.entries(params)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}
