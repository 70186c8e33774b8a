import { isSuccess } from '@krov/client';
import { bs } from '@krov/messages';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { apiOf } from '../api.ts';

export const P = bs.payment;
export const S = bs.sandboxCheckout;

/** The sandbox's test cards (the api's providers/sandbox/sandbox-cards.ts). */
export const cards = {
  approved: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

type Action = 'publish' | 'renew';

/**
 * Publishes (or renews) a listing as its owner does when a fee applies: the listing's action
 * answers the fee, then an order, its checkout at the sandbox, the approved card on the sandbox's
 * page, and the order paid by the sandbox's notification. An agency's listing (free) is done at once.
 */
export async function payFor(
  request: APIRequestContext,
  id: string,
  action: Action = 'publish',
): Promise<void> {
  const api = apiOf(request);
  const started = await api.answer(action === 'publish' ? 'publishProperty' : 'renewProperty', {
    params: { id },
  });
  expect(isSuccess(started.status)).toBe(true);
  if (!(started.body as { paymentDue?: number }).paymentDue) return;
  const created = await api.answer('createOrder', { body: { items: [{ propertyId: id, action }] } });
  expect(created.status).toBe(201);
  const { id: orderId } = created.body as { id: string };
  const checkout = await api.answer('checkout', { params: { id: orderId } });
  expect(isSuccess(checkout.status)).toBe(true);
  const answer = checkout.body as { kind: string; url?: string };
  expect(answer.kind).toBe('redirect');
  // Raw: the sandbox provider's hosted page (a form post), not an endpoint of our api.
  const paid = await request.post(answer.url as string, { form: { card: cards.approved }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  await expect
    .poll(async () => (await api.call('order', { params: { id: orderId } })).status, {
      timeout: 20_000,
      message: 'the sandbox notifies the payment',
    })
    .toBe('paid');
}

/** On the sandbox's hosted page (the api's origin): a card typed and paid. */
export async function payInSandbox(page: Page, card: string): Promise<void> {
  await expect(page.getByRole('heading', { name: S.title })).toBeVisible();
  await page.getByLabel(S.cardNumber).fill(card);
  await page.getByRole('button', { name: new RegExp(`^${S.pay.split('{amount}')[0]}`) }).click();
}
