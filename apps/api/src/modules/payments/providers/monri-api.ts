import { createHash } from 'node:crypto';
import { assertMonriAmount, assertMonriOrderNumber, type MonriConfig } from './monri-config.ts';
import type { ProviderStatus, RefundResult } from './provider.ts';

/**
 * Monri's server-to-server calls for the admin's refund and the reconciliation job, built and read
 * here as plain data (method, URL, headers, body) so tests check the wire format against a local
 * server; the HTTP call itself goes through an injected fetch.
 *
 * Refund: docs.monri.com → API v1 → "Transaction management" (capture/refund/void): an XML document
 * POSTed to /transactions/:order_number/refund.xml with Content-Type and Accept application/xml,
 * node names dasherized, digest = SHA1(key + order_number + amount + currency); the answer is 201
 * Created with the transaction, "approved only and if only status is set to approved".
 * Order status: POST /orders/show with <order><order-number/><authenticity-token/><digest/></order>,
 * digest = SHA1(key + order_number). We found it only in Monri's own plugins (woocommerce-monri
 * includes/monri-api.php `orders_show`, magento2-plugin OrderStatusBuilder), not in the docs pages:
 * its answer's shape is unconfirmed, so the parser below trusts nothing it does not recognise.
 */

export interface MonriHttpRequest {
  method: 'POST';
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface MonriHttpResponse {
  status: number;
  body: string;
}

const TIMEOUT_MS = 15_000;
const xmlHeaders = { 'Content-Type': 'application/xml', Accept: 'application/xml' };

const sha1Hex = (text: string) => createHash('sha1').update(text, 'utf8').digest('hex');

/** SHA1(key + order_number + amount + currency), hex lowercase. */
export const refundDigest = (key: string, orderNumber: string, amountMinor: number, currency: string) =>
  sha1Hex(`${key}${orderNumber}${amountMinor}${currency}`);

/** SHA1(key + order_number), hex lowercase. */
export const statusDigest = (key: string, orderNumber: string) => sha1Hex(`${key}${orderNumber}`);

export function buildRefundRequest(
  config: MonriConfig,
  refund: { orderNumber: string; amountMinor: number; currency: string },
): MonriHttpRequest {
  const { orderNumber, amountMinor, currency } = refund;
  assertMonriOrderNumber(orderNumber);
  assertMonriAmount(amountMinor, currency);
  return {
    method: 'POST',
    url: `${config.baseUrl}/transactions/${encodeURIComponent(orderNumber)}/refund.xml`,
    headers: { ...xmlHeaders },
    // The documented example's order of nodes.
    body: xmlDocument('transaction', [
      ['amount', String(amountMinor)],
      ['currency', currency],
      ['digest', refundDigest(config.key, orderNumber, amountMinor, currency)],
      ['authenticity-token', config.authenticityToken],
      ['order-number', orderNumber],
    ]),
  };
}

export function buildStatusRequest(config: MonriConfig, orderNumber: string): MonriHttpRequest {
  assertMonriOrderNumber(orderNumber);
  return {
    method: 'POST',
    url: `${config.baseUrl}/orders/show`,
    headers: { ...xmlHeaders },
    body: xmlDocument('order', [
      ['order-number', orderNumber],
      ['authenticity-token', config.authenticityToken],
      ['digest', statusDigest(config.key, orderNumber)],
    ]),
  };
}

/**
 * A refund answer: only a 2xx transaction whose status is approved (and, when it says one, whose
 * type is refund) is a refund; anything else is a refusal the admin sees, with Monri's words.
 */
export function parseRefundResponse(response: MonriHttpResponse): RefundResult {
  const fields = readXmlFields(response.body);
  const raw = fields ?? response.body.slice(0, 2000);
  if (response.status < 200 || response.status > 299) {
    return { ok: false, reason: `Monri answered HTTP ${response.status}`, raw };
  }
  if (!fields) return { ok: false, reason: 'Monri answered something that is not a transaction', raw };
  const type = fields['transaction-type'];
  if (fields.status !== 'approved' || (type !== undefined && type !== 'refund')) {
    const words = [fields.status, fields['response-code'], fields['response-message']].filter(Boolean);
    return { ok: false, reason: `Monri did not approve the refund: ${words.join(' ')}`, raw };
  }
  return { ok: true, providerReference: fields.id ?? fields['approval-code'] ?? null, raw };
}

/**
 * An order status answer. 404 is "Monri knows no such order" (the user never sent the form);
 * any other failure, or an answer without the order's number and amount, rejects, so
 * the order stays pending and the job asks again: a doubt never decides an order.
 */
export function parseStatusResponse(response: MonriHttpResponse, orderNumber: string): ProviderStatus {
  if (response.status === 404) return { found: false };
  if (response.status < 200 || response.status > 299) {
    throw new Error(`Monri order status: HTTP ${response.status}`);
  }
  const fields = readXmlFields(response.body);
  const amount = fields?.amount;
  if (!fields || fields['order-number'] !== orderNumber || !amount || !/^\d+$/.test(amount)) {
    throw new Error('Monri order status: an answer we cannot read');
  }
  return {
    found: true,
    payment: {
      orderNumber,
      amountMinor: Number(amount),
      // The transaction answer's shape we know (capture, refund) names no currency: null, not a guess.
      currency: fields.currency ?? null,
      approved: isApprovedPurchase(fields.status, fields['transaction-type']),
      providerReference: fields.id ?? fields['approval-code'] ?? null,
      raw: fields,
    },
  };
}

/**
 * An approved purchase: status "approved" (the transaction-management docs: "approved only and if
 * only status is set to approved") and, when the answer names one, the purchase transaction type,
 * so a refund's or a void's approval is never read as a payment.
 */
export function isApprovedPurchase(status: unknown, transactionType: unknown): boolean {
  return status === 'approved' && (transactionType === undefined || transactionType === 'purchase');
}

export async function sendMonriRequest(
  doFetch: typeof fetch,
  request: MonriHttpRequest,
): Promise<MonriHttpResponse> {
  const response = await doFetch(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    // A hung connection must not hold the job or the admin's request.
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  return { status: response.status, body: await response.text() };
}

function xmlDocument(root: string, children: [string, string][]): string {
  const nodes = children.map(([name, value]) => `  <${name}>${escapeXml(value)}</${name}>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root}>\n${nodes.join('\n')}\n</${root}>\n`;
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (value: string) => value.replace(/[&<>"']/g, (char) => escapes[char] ?? char);

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * Monri's answers are one root of leaf elements (`<status>approved</status>`, `<id type="integer">
 * 845</id>`): their leaves by name, the first of a name kept, entities decoded. Null when there
 * is no leaf at all. Not a general XML parser, and not meant to be one.
 */
export function readXmlFields(xml: string): Record<string, string> | null {
  const fields = new Map<string, string>();
  for (const [, name, text] of xml.matchAll(/<([A-Za-z][\w.-]*)(?:\s[^<>]*)?>([^<]*)<\/\1\s*>/g)) {
    if (name !== undefined && text !== undefined && !fields.has(name)) {
      fields.set(name, decodeEntities(text.trim()));
    }
  }
  return fields.size > 0 ? Object.fromEntries(fields) : null;
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|[a-z]+);/g, (whole, entity: string) => {
    if (!entity.startsWith('#')) return entities[entity] ?? whole;
    const code = entity.startsWith('#x') ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1));
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}
