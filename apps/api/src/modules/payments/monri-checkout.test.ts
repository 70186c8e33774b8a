import { createHash } from 'node:crypto';
import type { CheckoutResponse, PropertyResponse } from '@krov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createListing, ok, seller } from '../../../test/listings-fixtures.ts';
import {
  checkout,
  orderFor,
  orderNumber,
  orderOf,
  sandboxNotification,
} from '../../../test/payments-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { formDigest } from './providers/monri.ts';

const key = 'monri-merchant-key-for-tests';
let test: TestApp;

beforeAll(async () => {
  test = await createTestApp({
    listingFees: { sell: 10, rent: 5 },
    // Nothing listens there: no test may reach Monri.
    monri: { key, authenticityToken: 'monri-token', baseUrl: 'http://127.0.0.1:9' },
  });
});
afterAll(() => test?.close());

/** Monri's callback: JSON, `Authorization: WP3-callback hex(SHA512(key + raw body))`. */
function monriCallback(body: Record<string, unknown>) {
  const raw = JSON.stringify(body);
  const digest = createHash('sha512').update(key).update(raw).digest('hex');
  return test.app.inject({
    method: 'POST',
    url: '/api/payments/monri/notifications',
    headers: { 'content-type': 'application/json', authorization: `WP3-callback ${digest}` },
    payload: raw,
  });
}

describe('checkout through Monri WebPay, where it is configured', () => {
  it('answers the redirect form with its digest; the signed callback publishes; the sandbox is not there', async () => {
    const user = await seller(test);
    const listing = await createListing(test, user);
    const order = await orderFor(test, user, [{ propertyId: listing.id, action: 'publish' }]);
    const form = ok<CheckoutResponse>(await checkout(test, user, order.id));
    if (form.kind !== 'form') throw new Error(`expected Monri's form, got ${form.kind}`);
    expect(form.action).toBe('http://127.0.0.1:9/v2/form');
    expect(form.fields).toMatchObject({
      order_number: orderNumber(order.id),
      amount: '1000',
      currency: 'BAM',
      digest: formDigest(key, orderNumber(order.id), 1000, 'BAM'),
    });
    expect((await sandboxNotification(test, { orderNumber: orderNumber(order.id) })).statusCode).toBe(404);

    const callback = {
      order_number: orderNumber(order.id),
      amount: 1000,
      currency: 'BAM',
      status: 'approved',
      transaction_type: 'purchase',
      response_code: '0000',
      id: 214_001,
    };
    const forged = await test.app.inject({
      method: 'POST',
      url: '/api/payments/monri/notifications',
      headers: { 'content-type': 'application/json', authorization: `WP3-callback ${'0'.repeat(128)}` },
      payload: JSON.stringify(callback),
    });
    expect(forged.statusCode).toBe(400);
    expect((await orderOf(test, user, order.id)).status).toBe('pending');
    expect((await monriCallback(callback)).statusCode).toBe(200);
    expect(await orderOf(test, user, order.id)).toMatchObject({ status: 'paid', provider: 'monri' });
    const listed = ok<PropertyResponse>(await client(test).get(`/api/properties/${listing.id}`, user.auth));
    expect(listed.status).toBe('listed');
  });
});
