import { expect } from 'vitest';
import { createDevMailboxStore } from '../src/modules/devmailbox/devmailbox.store.ts';
import { client, ok, type Seller } from './listings-fixtures.ts';
import type { TestApp } from './test-app.ts';

// "Confirmed available" (issue 29): what its api tests share (availability*.test.ts in listings).

export const hour = 3600 * 1000;
export const minute = 60 * 1000;
/** The question's and the hidden notice's subjects (a Bosnian user's). */
export const askedSubject = 'Je li vaš oglas još dostupan?';
export const hiddenSubject = 'Vaš oglas je skriven jer nije potvrđen';

export const listingUrl = (id: string, action = '') => `/api/properties/${id}${action ? `/${action}` : ''}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** E-mails to the address with that subject, oldest first. */
export async function mailsTo(test: TestApp, address: string, subject: string) {
  const all = await createDevMailboxStore(test.database.db).list(1000);
  return all.filter((m) => m.to === address && m.kind === 'email' && m.subject === subject).reverse();
}

/** Waits until `count` such e-mails arrived (and no more arrive for a moment); answers them. */
export async function expectMails(test: TestApp, address: string, subject: string, count: number) {
  const deadline = Date.now() + 15_000;
  while ((await mailsTo(test, address, subject)).length < count && Date.now() < deadline) await sleep(25);
  await sleep(200);
  const mails = await mailsTo(test, address, subject);
  expect(mails).toHaveLength(count);
  return mails;
}

/** The one-tap link's token in an e-mail (to the web's /still-available page). */
export function tokenIn(text: string): string {
  const match = /http:\/\/localhost:3000\/still-available\?token=([^\s"<>]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no still-available link in: ${text}`);
  return decodeURIComponent(match[1]);
}

/** The listing as its owner sees it. */
export const mine = async (test: TestApp, user: Seller, id: string) =>
  ok(await client(test).get(listingUrl(id), user.auth));

/** POST /api/availability-confirmations with the token (the web's /still-available page does). */
export const byLink = (test: TestApp, token: string) =>
  client(test).post('/api/availability-confirmations', {}, { token });
