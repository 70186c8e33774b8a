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
export const loginReasons = ['save', 'phone', 'saveSearch', 'message'] as const;
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

/** /verify-email, with the address in the query when there is one. */
export function verifyEmailPathFor(email: string | null | undefined): string {
  return email ? `/verify-email?email=${encodeURIComponent(email)}` : '/verify-email';
}
