/**
 * The script part of the Content-Security-Policy (docs/decisions/129-web-security-headers.md),
 * for the pages rendered per request: only scripts carrying this response's nonce run, and what
 * they load ('strict-dynamic'). Next.js reads the nonce from the request's policy header and puts
 * it on every script it renders. Prerendered and cached pages cannot carry a per-request nonce:
 * their copy carries a policy with the hashes of its own inline scripts instead, computed once per
 * cached render (hashed-page-cache.ts, docs/decisions/178-hashed-script-policy.md).
 */

/**
 * The internal routes (after the proxy's rewrite) Next prerenders or caches: `●` in the build. Their
 * copies carry the hashes of their own scripts (hashed-page-cache.ts), and a nonce would block them.
 * Every other page renders per request (`ƒ`: search, a signed-in /p/{id}, the editor, a
 * conversation, /admin, and the 404 of a path no page has) and gets a nonce: a page missing here
 * is protected all the same, where a list of the per-request pages left a forgotten one (the 404)
 * without any script policy.
 */
const staticPages = [
  'about',
  'forgot-password',
  'home',
  'invitation',
  'language',
  'legal/privacy',
  'legal/terms',
  'login',
  'me/agency',
  'me/agency/invoices',
  'me/agency/statistics',
  'me/notifications',
  'me/orders',
  'me/profile',
  'me/properties',
  'me/properties/new',
  'me/saved',
  'me/searches',
  'messages',
  'messages/new',
  'payment',
  'raw/legal/privacy',
  'raw/legal/terms',
  'register',
  'session/end',
  'still-available',
  'unsubscribe',
  'verify-email',
  'verify-phone',
];
const cached = [
  new RegExp(`^/locale/[a-z]{2}(/(${staticPages.join('|')}))?$`),
  // A visitor's /p/{id} (5 s) and an agency's page (10 s), renewed in the background.
  /^\/locale\/[a-z]{2}\/(p-public|agency)\/[^/]+$/,
];

export function rendersPerRequest(internalPath: string): boolean {
  return !cached.some((route) => route.test(internalPath));
}

/** A fresh, unguessable nonce: 128 random bits, base64. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/** Every page's policy (next.config.ts sends it): no framing, no plugins, no foreign base or form target. */
export const generalPolicy = "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'";

/**
 * /payment's policy: the general one, with the card payment provider's hosted page as a form target
 * (Monri WebPay's checkout is a POST form the page submits: docs/decisions/153-payments-on-the-web.md).
 * The sandbox provider redirects instead, which no form-action limits.
 */
export const paymentFormTargets = ['https://ipg.monri.com', 'https://ipgtest.monri.com'] as const;
export const paymentPolicy = `${generalPolicy} ${paymentFormTargets.join(' ')}`;

/** A per-request page's policy: the general one and the scripts of this response only. */
export function scriptPolicy(nonce: string): string {
  return `${generalPolicy}; script-src 'nonce-${nonce}' 'strict-dynamic'`;
}

/**
 * A cached page's script part, sent beside the general policy: files from this site, and only the
 * inline scripts whose hashes the page's own HTML gave (inline-script-hashes.ts). No
 * 'strict-dynamic': Next's scripts load their chunks from this site, which 'self' allows.
 */
export function hashedScriptPolicy(hashSources: readonly string[]): string {
  return ["script-src 'self'", ...hashSources].join(' ');
}
