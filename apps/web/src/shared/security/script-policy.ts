/**
 * The script part of the Content-Security-Policy (docs/decisions/129-web-security-headers.md),
 * for the pages rendered per request: only scripts carrying this response's nonce run, and what
 * they load ('strict-dynamic'). Next.js reads the nonce from the request's policy header and puts
 * it on every script it renders. Prerendered and cached pages cannot carry a per-request nonce:
 * their copy carries a policy with the hashes of its own inline scripts instead, computed once per
 * cached render (hashed-page-cache.ts, docs/decisions/178-hashed-script-policy.md).
 */

/** The internal routes (after the proxy's rewrite) Next renders per request: `ƒ` in the build. */
const perRequest = [
  /^\/locale\/[a-z]{2}\/(buy|rent)(\/[^/]+)?$/,
  /^\/locale\/[a-z]{2}\/p\/[^/]+$/,
  /^\/locale\/[a-z]{2}\/me\/properties\/(?!new$)[^/]+$/,
  // A conversation (/messages/new is prerendered).
  /^\/locale\/[a-z]{2}\/messages\/(?!new$)[^/]+$/,
  // The admin area: only an admin's request renders it (features/admin/server-gate.ts).
  /^\/locale\/[a-z]{2}\/admin$/,
];

export function rendersPerRequest(internalPath: string): boolean {
  return perRequest.some((route) => route.test(internalPath));
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
