import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildMonriForm, formDigest, verifyMonriCallback, verifyMonriReturn } from './monri.ts';
import { refundDigest, statusDigest } from './monri-api.ts';
import { type MonriConfig, monriConfigFrom } from './monri-config.ts';
import type { CheckoutRequest } from './provider.ts';

// Every expected digest below was computed outside this code, with coreutils on the same strings:
//   printf '%s' "<key><order_number><amount><currency>" | sha512sum   (and sha1sum, and key + body/URL)
// so a wrong concatenation, hash or encoding here cannot agree with them by construction.
const KEY = 'krov-test-key-1f3a';
const TOKEN = '7db11ea5d4a1af32421b564c79b946d1ead3daf0'; // the docs' example authenticity token
const ORDER = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const config: MonriConfig = { key: KEY, authenticityToken: TOKEN, baseUrl: 'https://ipgtest.monri.com' };

const DOCS_EXAMPLE_DIGEST =
  'f71b8c1560bd7511ba2f0307b3823c06dd39042cd77480543e3d7bf9f3eefa6debed252979ba8edc7a82d9f111d90f8e31c1c7ab5af39796b26e59a0b2d7cf98';
const FORM_DIGEST =
  '0da80cbf5f9fef5b9385ff869c970eacdabf8c41e69093a7211cde99cae711382eca290a85572f898609af7f5ba2612e2ce9ed6d51c0b66d03cc8028ba51a1ec';
// A callback body in the form of the docs' webhook payload example (flat transaction fields).
const BODY =
  '{"id":214,"acquirer":"xml-sim","order_number":"a1b2c3d4e5f60718293a4b5c6d7e8f90","order_info":"Krov: objava oglasa","amount":1000,"currency":"BAM","ch_full_name":"Šejla Čolić","approval_code":"687042","response_code":"0000","response_message":"approved","transaction_type":"purchase","status":"approved","created_at":"2026-11-26T13:45:02.000+01:00"}';
const BODY_DIGEST =
  '1be4e0d5f658e0ffa192ffbb1f952ae314485ea85c579fd789bd30003641face6a730c9b07440998e573686af3f58719a3f0fd9bc520ade009e5260e364bde36';
const RETURN_URL = `https://api.krov.ba/api/payments/monri/return?order_number=${ORDER}&amount=1000&currency=BAM&approval_code=687042&response_code=0000&ch_full_name=%C5%A0ejla%20%C4%8Coli%C4%87&language=ba`;
const RETURN_DIGEST =
  'f6112072abb5c4ac963f0698d9e5b8500d5a8353fdaa3e28e80d5d7f18784209a19b49107244a1ddc084fcbe16d5e4d1f48f9a6e60465936aa713ec4724dddd0';

const callback = (body: Buffer | string, authorization?: string | string[]) => ({
  headers: authorization === undefined ? {} : { authorization },
  rawBody: Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8'),
});
const signed = `WP3-callback ${BODY_DIGEST}`;

describe('Monri digests: known vectors', () => {
  it('reproduces the worked example of Monri\'s "How to calculate digest" page', () => {
    const digest = formDigest('2345klj', 'abcdef', 54321, 'EUR');
    // The page prints the digest cut after 90 characters; sha512sum gives the whole of it.
    expect(
      digest.startsWith(
        'f71b8c1560bd7511ba2f0307b3823c06dd39042cd77480543e3d7bf9f3eefa6debed252979ba8edc7a82d9f111',
      ),
    ).toBe(true);
    expect(digest).toBe(DOCS_EXAMPLE_DIGEST);
  });

  it('makes the form, refund and status digests of a 10,00 KM order', () => {
    expect(formDigest(KEY, ORDER, 1000, 'BAM')).toBe(FORM_DIGEST);
    expect(refundDigest(KEY, ORDER, 1000, 'BAM')).toBe('3d2773d8c0c7b00a4a57dd8a956fbc04092e6e7c');
    expect(statusDigest(KEY, ORDER)).toBe('0606de6b2f6851cf2ba5d96722c2dd9e5fd0c75d');
  });
});

describe('the checkout form', () => {
  const request: CheckoutRequest = {
    orderNumber: ORDER,
    amountMinor: 1000,
    currency: 'BAM',
    description: 'Krov: objava oglasa',
    buyer: { fullName: 'Šejla Čolić', email: 'sejla@example.ba', city: 'Sarajevo', phone: '+38761234567' },
    language: 'bs',
    urls: {
      success: 'https://api.krov.ba/api/payments/monri/return',
      cancel: 'https://krov.ba/payment?cancelled=1',
      notification: 'https://api.krov.ba/api/payments/monri/notifications',
    },
  };

  it('is exactly the documented fields for a 10,00 KM order, in minor units and BAM', () => {
    const form = buildMonriForm(config, request);
    expect(form.action).toBe('https://ipgtest.monri.com/v2/form');
    expect(form.method).toBe('POST');
    expect(Object.entries(form.fields)).toStrictEqual([
      ['ch_full_name', 'Šejla Čolić'],
      ['ch_city', 'Sarajevo'],
      ['ch_country', 'BA'],
      ['ch_phone', '+38761234567'],
      ['ch_email', 'sejla@example.ba'],
      ['order_info', 'Krov: objava oglasa'],
      ['order_number', ORDER],
      ['amount', '1000'],
      ['currency', 'BAM'],
      ['language', 'ba'],
      ['transaction_type', 'purchase'],
      ['authenticity_token', TOKEN],
      ['digest', FORM_DIGEST],
      ['success_url_override', 'https://api.krov.ba/api/payments/monri/return'],
      ['cancel_url_override', 'https://krov.ba/payment?cancelled=1'],
      ['callback_url_override', 'https://api.krov.ba/api/payments/monri/notifications'],
    ]);
  });

  it("keeps buyer fields within Monri's lengths, and posts to production when configured so", () => {
    const form = buildMonriForm(
      { ...config, baseUrl: 'https://ipg.monri.com' },
      {
        ...request,
        language: 'en',
        buyer: { fullName: 'Emina Hadžiahmetović-Karamehmedović', email: 'x@', zip: '71000' },
      },
    );
    expect(form.action).toBe('https://ipg.monri.com/v2/form');
    // 35 characters cut to Monri's 30.
    expect(form.fields.ch_full_name).toBe('Emina Hadžiahmetović-Karamehme');
    expect(form.fields).not.toHaveProperty('ch_email');
    expect(form.fields).not.toHaveProperty('ch_city');
    expect(form.fields.ch_zip).toBe('71000');
    expect(form.fields.language).toBe('en');
  });

  it('refuses what Monri would refuse: under 1,00, odd order numbers, odd currencies', () => {
    expect(() => buildMonriForm(config, { ...request, amountMinor: 99 })).toThrow(RangeError);
    expect(() => buildMonriForm(config, { ...request, amountMinor: 10.5 })).toThrow(RangeError);
    expect(() => buildMonriForm(config, { ...request, orderNumber: 'a b' })).toThrow(RangeError);
    expect(() => buildMonriForm(config, { ...request, orderNumber: 'x'.repeat(41) })).toThrow(RangeError);
    expect(() => buildMonriForm(config, { ...request, currency: 'km' })).toThrow(RangeError);
    expect(() => buildMonriForm(config, { ...request, description: 'ab' })).toThrow(RangeError);
  });
});

describe('the callback (Authorization: WP3-callback, over the raw body)', () => {
  it('accepts the signed body and maps it to a neutral payment', () => {
    const result = verifyMonriCallback(KEY, callback(BODY, signed));
    expect(result).toStrictEqual({
      ok: true,
      value: {
        orderNumber: ORDER,
        amountMinor: 1000,
        currency: 'BAM',
        approved: true,
        providerReference: '214',
        raw: JSON.parse(BODY),
      },
    });
  });

  it('refuses a changed amount, a changed byte, another key, and whitespace re-serialisation', () => {
    const tampered = BODY.replace('"amount":1000', '"amount":100');
    expect(tampered).not.toBe(BODY);
    expect(verifyMonriCallback(KEY, callback(tampered, signed))).toStrictEqual({
      ok: false,
      reason: 'forged',
    });
    const bytes = Buffer.from(BODY, 'utf8');
    for (const at of [0, 57, bytes.length - 1]) {
      const flipped = Buffer.from(bytes);
      flipped[at] = (flipped[at] ?? 0) ^ 0x01;
      expect(verifyMonriCallback(KEY, callback(flipped, signed))).toStrictEqual({
        ok: false,
        reason: 'forged',
      });
    }
    expect(verifyMonriCallback('another-key', callback(BODY, signed))).toStrictEqual({
      ok: false,
      reason: 'forged',
    });
    // The same JSON, written again with spaces: equal as data, not the bytes Monri signed.
    const pretty = JSON.stringify(JSON.parse(BODY), null, 2);
    expect(JSON.parse(pretty)).toStrictEqual(JSON.parse(BODY));
    expect(verifyMonriCallback(KEY, callback(pretty, signed))).toStrictEqual({ ok: false, reason: 'forged' });
  });

  it('refuses a missing or odd Authorization header', () => {
    for (const header of [
      undefined,
      '',
      BODY_DIGEST,
      `Bearer ${BODY_DIGEST}`,
      'WP3-callback',
      `wp3-callback ${BODY_DIGEST}`,
      `WP3-callback  ${BODY_DIGEST}`,
      `WP3-callback ${BODY_DIGEST} 1786000000`,
      `WP3-callback ${BODY_DIGEST.slice(0, 127)}`,
      `WP3-v2 ${TOKEN} 1786000000 ${BODY_DIGEST}`,
      [signed, signed],
    ]) {
      expect(verifyMonriCallback(KEY, callback(BODY, header))).toStrictEqual({
        ok: false,
        reason: 'unsigned',
      });
    }
  });

  it('reads nothing it cannot trust: signed but not JSON, not UTF-8, or without the order', () => {
    const sign = (body: Buffer) =>
      `WP3-callback ${createHash('sha512').update(KEY).update(body).digest('hex')}`;
    for (const body of [
      Buffer.from('not json'),
      Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x7d]),
      Buffer.from('{"amount":1000,"currency":"BAM","status":"approved"}'),
      Buffer.from('[1,2]'),
    ]) {
      expect(verifyMonriCallback(KEY, callback(body, sign(body)))).toStrictEqual({
        ok: false,
        reason: 'malformed',
      });
    }
    const declined = Buffer.from(BODY.replace('"status":"approved"', '"status":"declined"'));
    const refund = Buffer.from(BODY.replace('"transaction_type":"purchase"', '"transaction_type":"refund"'));
    const otherCode = Buffer.from(BODY.replace('"response_code":"0000"', '"response_code":"1005"'));
    for (const body of [declined, refund, otherCode]) {
      const result = verifyMonriCallback(KEY, callback(body, sign(body)));
      expect(result.ok && result.value.approved).toBe(false);
      expect(result.ok).toBe(true);
    }
  });
});

describe('the success URL (digest over the full URL without &digest=)', () => {
  const returned = `${RETURN_URL}&digest=${RETURN_DIGEST}`;

  it('accepts the signed return', () => {
    expect(verifyMonriReturn(KEY, returned)).toStrictEqual({
      ok: true,
      value: {
        orderNumber: ORDER,
        approved: true,
        providerReference: '687042',
        raw: {
          order_number: ORDER,
          amount: '1000',
          currency: 'BAM',
          approval_code: '687042',
          response_code: '0000',
          ch_full_name: 'Šejla Čolić',
          language: 'ba',
        },
      },
    });
  });

  it('refuses a tampered parameter, another host, another encoding or another key', () => {
    for (const url of [
      returned.replace('amount=1000', 'amount=100'),
      returned.replace('response_code=0000', 'response_code=0001'),
      returned.replace(ORDER, ORDER.replace('a1', 'b1')),
      returned.replace('api.krov.ba', 'evil.example'),
      returned.replace('/api/payments/', '/api%2Fpayments/'),
      // The same name, encoded as a browser or a framework might write it again.
      returned.replace('%20', '+'),
    ]) {
      expect(verifyMonriReturn(KEY, url)).toStrictEqual({ ok: false, reason: 'forged' });
    }
    expect(verifyMonriReturn('another-key', returned)).toStrictEqual({ ok: false, reason: 'forged' });
  });

  it('refuses a return without exactly one well-formed digest after the parameters', () => {
    for (const url of [
      RETURN_URL,
      'https://api.krov.ba/api/payments/monri/return',
      `https://api.krov.ba/api/payments/monri/return?digest=${RETURN_DIGEST}&order_number=${ORDER}`,
      `${returned}&digest=${RETURN_DIGEST}`,
      `${RETURN_URL}&digest=${RETURN_DIGEST.slice(1)}`,
    ]) {
      expect(verifyMonriReturn(KEY, url)).toStrictEqual({ ok: false, reason: 'unsigned' });
    }
  });
});

describe('MONRI_* configuration', () => {
  const env = { MONRI_KEY: KEY, MONRI_AUTHENTICITY_TOKEN: TOKEN };

  it('is off with none, and needs the three together', () => {
    expect(monriConfigFrom({})).toBeUndefined();
    expect(monriConfigFrom({ ...env, MONRI_ENDPOINT: 'test' })).toStrictEqual(config);
    expect(monriConfigFrom({ ...env, MONRI_ENDPOINT: 'production' })?.baseUrl).toBe('https://ipg.monri.com');
    expect(monriConfigFrom({ ...env, MONRI_ENDPOINT: 'http://127.0.0.1:8089/' })?.baseUrl).toBe(
      'http://127.0.0.1:8089',
    );
    expect(() => monriConfigFrom(env)).toThrow(/together/);
    expect(() => monriConfigFrom({ MONRI_KEY: KEY, MONRI_ENDPOINT: 'test' })).toThrow(/together/);
    expect(() => monriConfigFrom({ ...env, MONRI_ENDPOINT: 'http://ipg.monri.com' })).toThrow(/https/);
    expect(() => monriConfigFrom({ ...env, MONRI_ENDPOINT: 'staging' })).toThrow(/test, production or a URL/);
  });
});
