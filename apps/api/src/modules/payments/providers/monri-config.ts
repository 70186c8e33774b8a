import { z } from 'zod';

/**
 * Monri WebPay's configuration from the MONRI_* variables (the sources are listed in monri.ts and
 * docs/payments-monri.md). config.ts stays the only reader of process.env: it merges `monriEnv`
 * into its schema and hands the parsed values to `monriConfigFrom`.
 */

/** Monri's two environments ("Integration Endpoints", docs.monri.com Form (redirect) §2.1). */
export const monriEndpoints = {
  test: 'https://ipgtest.monri.com',
  production: 'https://ipg.monri.com',
} as const;

export interface MonriConfig {
  /** The merchant's secret key: every digest is made with it. Never logged, never sent. */
  key: string;
  /** The merchant's public identifier, sent with the form and the API calls. */
  authenticityToken: string;
  /** Base URL without a trailing slash: the form is `${baseUrl}/v2/form`. */
  baseUrl: string;
}

export const monriEnv = z.object({
  MONRI_KEY: z.string().min(1).optional(),
  MONRI_AUTHENTICITY_TOKEN: z.string().min(1).optional(),
  /** `test`, `production`, or a base URL (https; http only for a stand-in on this machine). */
  MONRI_ENDPOINT: z.string().min(1).optional(),
});
export type MonriEnv = z.infer<typeof monriEnv>;

/**
 * Monri is configured when MONRI_KEY, MONRI_AUTHENTICITY_TOKEN and MONRI_ENDPOINT are all set;
 * none means the sandbox provider stays in charge (undefined). Some without the others, or an
 * endpoint that is not test, production or a usable URL, throws: a half-configured gateway must
 * stop the start. The endpoint has no default: test keys against production (or the reverse)
 * must be a choice someone wrote down, never an omission.
 */
export function monriConfigFrom(env: MonriEnv): MonriConfig | undefined {
  const { MONRI_KEY: key, MONRI_AUTHENTICITY_TOKEN: authenticityToken, MONRI_ENDPOINT: endpoint } = env;
  if (!key && !authenticityToken && !endpoint) return undefined;
  if (!key || !authenticityToken || !endpoint) {
    throw new Error('Monri needs MONRI_KEY, MONRI_AUTHENTICITY_TOKEN and MONRI_ENDPOINT together');
  }
  return { key, authenticityToken, baseUrl: monriBaseUrl(endpoint) };
}

/**
 * Values Monri accepts ("Variables - names, lengths and formats"): order_number 1-40 characters
 * (documented as alphanumeric; we also allow - and _, which Monri's own plugins send, and which
 * keep it safe inside the API's URL path), amount an integer of 3-11 digits in minor units,
 * currency a three-letter code.
 */
export function assertMonriOrderNumber(orderNumber: string): void {
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(orderNumber)) {
    throw new RangeError(`Monri order_number must be 1-40 of A-Z a-z 0-9 - _: ${orderNumber}`);
  }
}

export function assertMonriAmount(amountMinor: number, currency: string): void {
  // 3 digits at least: Monri refuses less than 1,00 (100 fening); 11 at most.
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 100 || amountMinor > 99_999_999_999) {
    throw new RangeError(`Monri amount must be 100-99999999999 minor units: ${amountMinor}`);
  }
  if (!/^[A-Z]{3}$/.test(currency)) throw new RangeError(`Not a currency code: ${currency}`);
}

export function monriBaseUrl(endpoint: string): string {
  if (endpoint === 'test' || endpoint === 'production') return monriEndpoints[endpoint];
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new Error(`MONRI_ENDPOINT must be test, production or a URL, not ${endpoint}`);
  }
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    throw new Error('MONRI_ENDPOINT must use https (http only for a stand-in on this machine)');
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new Error('MONRI_ENDPOINT must be a plain base URL');
  }
  return url.toString().replace(/\/+$/, '');
}
