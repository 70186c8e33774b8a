/**
 * Monri WebPay (redirect form), the gateway Bosnian merchants use: the checkout form with its
 * digest, the success URL's digest, the callback's digest, and (monri-api.ts) refund and status.
 *
 * Documentation followed, read on 2026-11-26 from stored copies of Monri's pages (Monri itself is
 * unreachable from this machine); what each says is written down in docs/payments-monri.md:
 * - https://docs.monri.com/docs/form-redirect "Form (redirect)", §2.1 Integration Endpoints:
 *   POST to https://ipgtest.monri.com/v2/form (test) or https://ipg.monri.com/v2/form (production).
 * - https://docs.monri.com/docs/variables-names-lengths-and-formats: the fields, their lengths,
 *   amount in minor units ("10,24 EUR is sent as 1024"), language en|es|ba|hr, transaction_type.
 * - https://docs.monri.com/docs/how-to-calculate-digest "Form Redirect (V2&V3)":
 *   digest = SHA512(key + order_number + amount + currency), worked example 2345klj, abcdef,
 *   54321, EUR → f71b8c1560bd7511… (our test checks it).
 * - https://docs.monri.com/docs/api-settings: Key (secret, makes the digests), Authenticity
 *   token (public), Success / Cancel / Callback URL.
 * - https://docs.monri.com/v1/docs/notifications-1 "Responses And Notifications": the callback is
 *   an HTTP POST of the transaction for each approved transaction, retried until 200 OK.
 * - https://docs.monri.com/documentation/api-documentation/api-v1/transaction-management (refund).
 * Not in the pages we could read, so taken from Monri's own open-source plugins
 * (github.com/MonriPayments/woocommerce-monri: includes/callback.php,
 * includes/gateway-adapter-webpay-form.php, includes/monri-api.php; magento2-plugin:
 * Controller/Callback.php, Controller/Redirect/Success.php, Model/Crypto/Digest.php):
 * - the callback's `Authorization: WP3-callback <hex SHA512(key + raw body)>`, approval as
 *   status "approved" with response_code "0000";
 * - the success URL's digest = SHA512(key + the full URL without its `&digest=…`);
 * - the success_url_override, cancel_url_override and callback_url_override form fields.
 * docs/payments-monri.md lists how to confirm each of these on Monri's test account.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { abandonedAfterMs } from '../reconciliation.ts';
import {
  buildRefundRequest,
  buildStatusRequest,
  isApprovedPurchase,
  parseRefundResponse,
  parseStatusResponse,
  sendMonriRequest,
} from './monri-api.ts';
import { assertMonriAmount, assertMonriOrderNumber, type MonriConfig } from './monri-config.ts';
import type {
  CheckoutRequest,
  PaymentProviderAdapter,
  ProviderNotification,
  ProviderPayment,
  ProviderReturn,
  RefusalReason,
  Verified,
} from './provider.ts';

/** SHA512(key + order_number + amount + currency), hex lowercase: the form's digest. */
export const formDigest = (key: string, orderNumber: string, amountMinor: number, currency: string) =>
  createHash('sha512').update(`${key}${orderNumber}${amountMinor}${currency}`, 'utf8').digest('hex');

/** Monri's language codes: Bosnian is `ba`. */
const monriLanguage = { bs: 'ba', en: 'en' } as const;

export interface MonriForm {
  kind: 'form';
  action: string;
  method: 'POST';
  fields: Record<string, string>;
}

/**
 * The form the browser POSTs to Monri. Buyer fields out of Monri's length limits are cut (names,
 * addresses) or left out (e-mail, phone, zip: cutting would make them wrong); ch_country is the
 * one buyer field Monri requires, BA when unknown.
 */
export function buildMonriForm(config: MonriConfig, request: CheckoutRequest): MonriForm {
  const { orderNumber, amountMinor, currency, buyer, urls } = request;
  assertMonriOrderNumber(orderNumber);
  assertMonriAmount(amountMinor, currency);
  const orderInfo = cut(request.description, 3, 100);
  if (!orderInfo) throw new RangeError('Monri order_info must be 3-100 characters');
  const candidates: [string, string | undefined][] = [
    ['ch_full_name', cut(buyer.fullName, 3, 30)],
    ['ch_address', cut(buyer.address, 3, 100)],
    ['ch_city', cut(buyer.city, 3, 30)],
    ['ch_zip', within(buyer.zip, 3, 9)],
    ['ch_country', within(buyer.country, 2, 3) ?? 'BA'],
    ['ch_phone', within(buyer.phone, 3, 30)],
    ['ch_email', within(buyer.email, 3, 100)],
    ['order_info', orderInfo],
    ['order_number', orderNumber],
    ['amount', String(amountMinor)],
    ['currency', currency],
    ['language', monriLanguage[request.language]],
    ['transaction_type', 'purchase'],
    ['authenticity_token', config.authenticityToken],
    ['digest', formDigest(config.key, orderNumber, amountMinor, currency)],
    ['success_url_override', urls.success],
    ['cancel_url_override', urls.cancel],
    ['callback_url_override', urls.notification],
  ];
  const fields: Record<string, string> = {};
  for (const [name, value] of candidates) if (value !== undefined) fields[name] = value;
  return { kind: 'form', action: `${config.baseUrl}/v2/form`, method: 'POST', fields };
}

const hexDigest = /^[0-9a-fA-F]{128}$/;
const callbackAuthorization = /^WP3-callback ([0-9a-fA-F]{128})$/;
const refuse = <T>(reason: RefusalReason): Verified<T> => ({ ok: false, reason });

/**
 * The callback: `Authorization: WP3-callback <digest>` with digest = hex SHA512(key + body),
 * computed over the body's raw bytes (never over JSON parsed and written again: a re-serialised
 * body is a different message). Verified in constant time before the body is even decoded.
 */
export function verifyMonriCallback(
  key: string,
  notification: ProviderNotification,
): Verified<ProviderPayment> {
  const header = notification.headers.authorization;
  const given = typeof header === 'string' ? callbackAuthorization.exec(header)?.[1] : undefined;
  if (!given) return refuse('unsigned');
  const expected = createHash('sha512').update(key, 'utf8').update(notification.rawBody).digest('hex');
  if (!sameDigest(expected, given)) return refuse('forged');
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(notification.rawBody));
  } catch {
    return refuse('malformed');
  }
  const payment = paymentFromCallback(body);
  return payment ? { ok: true, value: payment } : refuse('malformed');
}

function paymentFromCallback(body: unknown): ProviderPayment | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const fields = body as Record<string, unknown>;
  const { order_number: orderNumber, amount, currency } = fields;
  const amountMinor =
    typeof amount === 'number'
      ? amount
      : typeof amount === 'string' && /^\d+$/.test(amount)
        ? Number(amount)
        : NaN;
  if (typeof orderNumber !== 'string' || orderNumber === '' || !Number.isSafeInteger(amountMinor))
    return undefined;
  if (amountMinor < 0 || typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) return undefined;
  return {
    orderNumber,
    amountMinor,
    currency,
    // Monri's plugins ask both of the callback: status approved and response code 0000.
    approved: isApprovedPurchase(fields.status, fields.transaction_type) && fields.response_code === '0000',
    providerReference: reference(fields.id) ?? reference(fields.approval_code),
    raw: body,
  };
}

/**
 * The browser's return to the success URL: Monri appends the transaction's parameters and, last,
 * `&digest=<hex SHA512(key + the URL before it)>`. `url` is the full URL as the browser asked for
 * it (scheme, host, path and the query exactly as sent, not decoded and encoded again), which is
 * the success_url_override we sent plus what Monri appended. The digest must appear once, after
 * another parameter; removing `&digest=…` must give back the URL Monri signed.
 */
export function verifyMonriReturn(key: string, url: string): Verified<ProviderReturn> {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return refuse('unsigned');
  const pairs = url.slice(queryAt + 1).split('&');
  const digestAt = pairs.findIndex((pair) => pair.startsWith('digest='));
  const digests = pairs.filter((pair) => pair === 'digest' || pair.startsWith('digest='));
  const given = pairs[digestAt]?.slice('digest='.length);
  if (digestAt < 1 || digests.length !== 1 || !given || !hexDigest.test(given)) return refuse('unsigned');
  const signed = `${url.slice(0, queryAt + 1)}${pairs.filter((_, index) => index !== digestAt).join('&')}`;
  if (!sameDigest(createHash('sha512').update(`${key}${signed}`, 'utf8').digest('hex'), given)) {
    return refuse('forged');
  }
  const params = new URLSearchParams(signed.slice(queryAt + 1));
  const raw = Object.fromEntries(params);
  const orderNumber = params.get('order_number');
  // A repeated parameter would let the two readings of the URL disagree.
  if (!orderNumber || Object.keys(raw).length !== [...params.keys()].length) return refuse('malformed');
  return {
    ok: true,
    value: {
      orderNumber,
      approved: params.get('response_code') === '0000',
      providerReference: params.get('approval_code') || null,
      raw,
    },
  };
}

export interface MonriProviderOptions {
  /** Injected in tests; Node's global fetch otherwise. */
  fetch?: typeof fetch;
}

/** The Monri adapter behind the payments module's provider interface. */
export function createMonriProvider(
  config: MonriConfig,
  options: MonriProviderOptions = {},
): PaymentProviderAdapter {
  const doFetch = options.fetch ?? fetch;
  return {
    name: 'monri',
    // How long Monri's form takes a card is not in what we know of its answers: held until the
    // reconciliation gives a checkout up as abandoned, the longest a card can be taken here.
    checkoutLifetimeMs: abandonedAfterMs,
    createCheckout: (request) => buildMonriForm(config, request),
    verifyNotification: (notification) => verifyMonriCallback(config.key, notification),
    verifyReturn: (url) => verifyMonriReturn(config.key, url),
    async queryStatus(orderNumber) {
      const response = await sendMonriRequest(doFetch, buildStatusRequest(config, orderNumber));
      return parseStatusResponse(response, orderNumber);
    },
    async refund(request) {
      return parseRefundResponse(await sendMonriRequest(doFetch, buildRefundRequest(config, request)));
    },
  };
}

/** Constant-time comparison of two hex SHA-512 digests (case of the given one ignored). */
function sameDigest(expectedHex: string, givenHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'latin1');
  const given = Buffer.from(givenHex.toLowerCase(), 'latin1');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function reference(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Trimmed and cut to `max` characters; undefined when shorter than `min`. */
function cut(value: string | undefined, min: number, max: number): string | undefined {
  const text = Array.from(value?.trim() ?? '')
    .slice(0, max)
    .join('')
    .trim();
  return Array.from(text).length >= min ? text : undefined;
}

/** Trimmed, or undefined when its length is outside Monri's limits (never cut). */
function within(value: string | undefined, min: number, max: number): string | undefined {
  const text = value?.trim() ?? '';
  const length = Array.from(text).length;
  return length >= min && length <= max ? text : undefined;
}
