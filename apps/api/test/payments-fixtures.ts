import type { CheckoutResponse, OrderResponse } from '@krov/contracts';
import {
  sandboxKeyOf,
  signSandboxBody,
} from '../src/modules/payments/providers/sandbox/sandbox-signature.ts';
import { client, ok, type Seller } from './listings-fixtures.ts';
import type { TestApp } from './test-app.ts';

export const cards = {
  approved: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  lateFailure: '4000 0000 0000 0341',
} as const;

export async function orderFor(
  test: TestApp,
  user: Seller,
  items: { propertyId: string; action: 'publish' | 'renew' }[],
): Promise<OrderResponse> {
  return ok<OrderResponse>(await client(test).post('/api/orders', user.auth, { items }), 201);
}

export const checkout = (test: TestApp, user: Seller, orderId: string) =>
  client(test).post(`/api/orders/${orderId}/checkout`, user.auth);

/** The sandbox page's path of a checkout's redirect. */
export async function sandboxPathOf(test: TestApp, user: Seller, orderId: string): Promise<string> {
  const answer = ok<CheckoutResponse>(await checkout(test, user, orderId));
  if (answer.kind !== 'redirect') throw new Error(`expected a redirect, got ${answer.kind}`);
  return new URL(answer.url).pathname;
}

/** The card typed on the sandbox's page, posted as its HTML form posts it. */
export const payAtSandbox = (test: TestApp, pagePath: string, card: string) =>
  test.app.inject({
    method: 'POST',
    url: pagePath,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ card, holder: 'Amra Hodžić' }).toString(),
  });

export async function orderOf(test: TestApp, user: Seller, orderId: string): Promise<OrderResponse> {
  return ok<OrderResponse>(await client(test).get(`/api/orders/${orderId}`, user.auth));
}

/** Waits for the queue to deliver the sandbox's notification; the deadline only guards against a hang. */
export async function waitForOrder(
  test: TestApp,
  user: Seller,
  orderId: string,
  until: (order: OrderResponse) => boolean,
): Promise<OrderResponse> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const order = await orderOf(test, user, orderId);
    if (until(order)) return order;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`order ${orderId} never reached the awaited state`);
}

/** A sandbox notification as the gateway signs it (or with another key, to forge one). */
export function sandboxNotification(
  test: TestApp,
  body: Record<string, unknown>,
  options: { secret?: string; signature?: string | null; tamper?: (raw: string) => string } = {},
) {
  const raw = JSON.stringify(body);
  const signature =
    options.signature === undefined
      ? signSandboxBody(sandboxKeyOf(options.secret ?? test.config.authSecret), Buffer.from(raw))
      : options.signature;
  return test.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/notifications',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-sandbox-signature': signature }),
    },
    payload: options.tamper ? options.tamper(raw) : raw,
  });
}

export const orderNumber = (orderId: string) => orderId.replaceAll('-', '');
