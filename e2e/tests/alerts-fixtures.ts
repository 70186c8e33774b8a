// What alerts.spec.ts needs: a flat published (and its price edited) through the api, the alert
// e-mail in the development mailbox, and a stand-in for the browser's push service.
import { createECDH, randomBytes } from 'node:crypto';
import type { CallInput, Endpoints } from '@krov/contracts';
import { bs } from '@krov/messages';
import { type APIRequestContext, type BrowserContext, expect } from '@playwright/test';
import { apiOf } from '../api.ts';
import { type MailboxMessage, mailbox } from '../support.ts';
import { payFor } from './payment-fixtures.ts';

export const S = bs.savedSearches;
export const xhr = { 'x-requested-with': 'e2e' };

/** A flat for sale in Centar Sarajevo (no photos: publishing needs none). */
function flatInput(price: number): CallInput<Endpoints['createProperty']>['body'] {
  return {
    listingType: 'sell',
    propertyType: 'apartment',
    size: 57,
    bedrooms: 2,
    bathrooms: 1,
    features: ['balcony'],
    price,
    hidePrice: false,
    description: 'Stan za obavještenja: blizu tramvaja, s balkonom.',
    address: 'Maršala Tita 28',
    location: { lat: 43.8563, lng: 18.4131 },
  };
}

/** Created and published by the owner `request` is logged in as; answers its id. */
export async function publishFlat(request: APIRequestContext, price: number): Promise<string> {
  const { id, place } = await apiOf(request).call('createProperty', { body: flatInput(price) });
  // The place the saved search names: the listing must fall inside it.
  expect(place?.municipality?.slug).toBe('centar-sarajevo');
  // A private listing is paid for: the order, the sandbox's approved card, the notification.
  await payFor(request, id);
  return id;
}

/** The owner edits the listing's asking price (the rest as it was created). */
export async function editPrice(request: APIRequestContext, id: string, price: number): Promise<void> {
  await apiOf(request).call('editProperty', { params: { id }, body: flatInput(price) });
}

/**
 * The first e-mail to `to` after `mark` (the alert goes out through jobs polled every 2 s: the
 * match, the notification's delivery, the mail).
 */
export async function emailTo(request: APIRequestContext, to: string, mark: number): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailbox(request, to)).find((m) => m.kind === 'email' && m.id > mark);
        return Boolean(found);
      },
      { timeout: 30_000, message: `an e-mail to ${to}` },
    )
    .toBe(true);
  return found as MailboxMessage;
}

/** What the stand-in subscription's toJSON() gives: an https endpoint and keys of the right shape. */
export interface FakeSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export function fakeSubscription(): FakeSubscription {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    // A push service's host: the api takes no other (docs/decisions/163). This machine has no
    // DNS, so the api stores it unresolved and no push ever reaches it.
    endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(8).toString('hex')}`,
    // A real P-256 public key (65 bytes, uncompressed) and a 16-byte auth secret, base64url.
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

/**
 * Headless Chromium has no push service reachable from this machine: with the permission granted,
 * PushManager.subscribe rejects ("Registration failed - permission denied"). So the browser's
 * subscription is a stand-in (kept in localStorage, so a reload finds it again), while everything
 * around it is real: the permission, the service worker's registration, the page's state machine
 * and the api's calls. The api's side of push (VAPID, encryption, 404/410) is tested against a
 * local push service in apps/api (platform/push/push-sender.test.ts).
 */
export async function stubPushService(context: BrowserContext, subscription: FakeSubscription) {
  await context.addInitScript((fake) => {
    if (typeof PushManager === 'undefined') return;
    const storedKey = 'e2e-push-subscription';
    const current = () => ({
      endpoint: fake.endpoint,
      expirationTime: null,
      toJSON: () => ({ endpoint: fake.endpoint, expirationTime: null, keys: fake.keys }),
      unsubscribe: async () => {
        localStorage.removeItem(storedKey);
        return true;
      },
    });
    PushManager.prototype.subscribe = async function subscribe() {
      localStorage.setItem(storedKey, '1');
      return current() as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return localStorage.getItem(storedKey) ? (current() as unknown as PushSubscription) : null;
    };
  }, subscription);
}
