import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMonriProvider } from './monri.ts';
import { readXmlFields } from './monri-api.ts';
import { type MonriConfig, monriConfigFrom } from './monri-config.ts';

const KEY = 'krov-test-key-1f3a';
const TOKEN = '7db11ea5d4a1af32421b564c79b946d1ead3daf0';
const ORDER = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
// SHA1 vectors computed outside the code: printf '%s' "$KEY$ORDER" "1000BAM" | sha1sum, and without "1000BAM".
const REFUND_DIGEST = '3d2773d8c0c7b00a4a57dd8a956fbc04092e6e7c';
const STATUS_DIGEST = '0606de6b2f6851cf2ba5d96722c2dd9e5fd0c75d';

/** A transaction answer in the shape of the docs' capture example, with our order's values. */
const transaction = (fields: {
  status: string;
  type: string;
  amount?: number;
  order?: string;
}) => `<?xml version="1.0" encoding="UTF-8"?>
<transaction>
  <id type="integer">845</id>
  <acquirer>rogach bank</acquirer>
  <order-number>${fields.order ?? ORDER}</order-number>
  <amount type="integer">${fields.amount ?? 1000}</amount>
  <response-code>0000</response-code>
  <approval-code>38860</approval-code>
  <response-message>authorization OK</response-message>
  <reference-number>898951263</reference-number>
  <systan>83704</systan>
  <cc-type>visa</cc-type>
  <status>${fields.status}</status>
  <transaction-type>${fields.type}</transaction-type>
  <created-at type="datetime">2026-11-26T13:45:02+01:00</created-at>
</transaction>
`;

interface Seen {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: string;
}

// A local stand-in for Monri: it records what the adapter put on the wire and answers as told.
let seen: Seen[] = [];
let reply = { status: 201, body: '' };
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    seen.push({
      method: req.method,
      url: req.url,
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    });
    res.writeHead(reply.status, { 'Content-Type': 'application/xml; charset=utf-8' });
    res.end(reply.body);
  });
});

let config: MonriConfig;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const parsed = monriConfigFrom({
    MONRI_KEY: KEY,
    MONRI_AUTHENTICITY_TOKEN: TOKEN,
    MONRI_ENDPOINT: endpoint,
  });
  if (!parsed) throw new Error('configuration expected');
  config = parsed;
});
afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
});
beforeEach(() => {
  seen = [];
});

const provider = () => createMonriProvider(config);

describe('Monri refund (API v1 transaction management, XML)', () => {
  it('POSTs the documented XML to /transactions/:order_number/refund.xml and reads the approval', async () => {
    reply = { status: 201, body: transaction({ status: 'approved', type: 'refund' }) };
    const result = await provider().refund({ orderNumber: ORDER, amountMinor: 1000, currency: 'BAM' });
    expect(result).toStrictEqual({ ok: true, providerReference: '845', raw: readXmlFields(reply.body) });
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(`/transactions/${ORDER}/refund.xml`);
    expect(request?.headers['content-type']).toBe('application/xml');
    expect(request?.headers.accept).toBe('application/xml');
    expect(request?.body).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<transaction>',
        '  <amount>1000</amount>',
        '  <currency>BAM</currency>',
        `  <digest>${REFUND_DIGEST}</digest>`,
        `  <authenticity-token>${TOKEN}</authenticity-token>`,
        `  <order-number>${ORDER}</order-number>`,
        '</transaction>',
        '',
      ].join('\n'),
    );
  });

  it('is no refund when Monri declines it, answers another type, or fails', async () => {
    for (const answer of [
      { status: 201, body: transaction({ status: 'declined', type: 'refund' }) },
      { status: 201, body: transaction({ status: 'approved', type: 'purchase' }) },
      { status: 201, body: 'not xml at all' },
      { status: 406, body: '<errors><error>Invalid digest</error></errors>' },
      { status: 500, body: '' },
    ]) {
      reply = answer;
      const result = await provider().refund({ orderNumber: ORDER, amountMinor: 1000, currency: 'BAM' });
      expect(result.ok).toBe(false);
    }
    expect(seen).toHaveLength(5);
  });

  it('refuses to build a refund Monri could not take', async () => {
    await expect(
      provider().refund({ orderNumber: '../x', amountMinor: 1000, currency: 'BAM' }),
    ).rejects.toThrow(RangeError);
    expect(seen).toHaveLength(0);
  });
});

describe('Monri order status (POST /orders/show, XML)', () => {
  it('POSTs the order number, token and SHA1 digest and reads an approved purchase', async () => {
    reply = { status: 200, body: transaction({ status: 'approved', type: 'purchase' }) };
    const status = await provider().queryStatus(ORDER);
    expect(status).toStrictEqual({
      found: true,
      payment: {
        orderNumber: ORDER,
        amountMinor: 1000,
        currency: null,
        approved: true,
        providerReference: '845',
        raw: readXmlFields(reply.body),
      },
    });
    expect(seen[0]?.url).toBe('/orders/show');
    expect(seen[0]?.headers['content-type']).toBe('application/xml');
    expect(seen[0]?.body).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<order>',
        `  <order-number>${ORDER}</order-number>`,
        `  <authenticity-token>${TOKEN}</authenticity-token>`,
        `  <digest>${STATUS_DIGEST}</digest>`,
        '</order>',
        '',
      ].join('\n'),
    );
  });

  it('says not approved for a decline or a refund, not found for 404, and rejects on any doubt', async () => {
    reply = { status: 200, body: transaction({ status: 'declined', type: 'purchase' }) };
    expect(await provider().queryStatus(ORDER)).toMatchObject({ found: true, payment: { approved: false } });
    reply = { status: 200, body: transaction({ status: 'approved', type: 'refund' }) };
    expect(await provider().queryStatus(ORDER)).toMatchObject({ found: true, payment: { approved: false } });
    reply = { status: 404, body: '' };
    expect(await provider().queryStatus(ORDER)).toStrictEqual({ found: false });
    for (const answer of [
      { status: 500, body: '' },
      { status: 200, body: 'nothing' },
      { status: 200, body: transaction({ status: 'approved', type: 'purchase', order: 'another' }) },
    ]) {
      reply = answer;
      await expect(provider().queryStatus(ORDER)).rejects.toThrow(/Monri order status/);
    }
  });
});

describe('readXmlFields', () => {
  it('reads leaves, decodes entities, keeps the first of a name and ignores the rest', () => {
    const fields = readXmlFields(
      '<a><b x="1">T &amp; &#x10D; &#1114112;</b><c/><b>second</b><__proto__>p</__proto__></a>',
    );
    expect(fields).toStrictEqual({ b: 'T & č &#1114112;' });
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
    expect(readXmlFields('plain text')).toBeNull();
  });
});
