import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { verifiedUser } from '../../../test/accounts-fixtures.ts';
import { drained, saveSearch } from '../../../test/alerts-fixtures.ts';
import { client, createListing, ok, type Seller, seller } from '../../../test/listings-fixtures.ts';
import { type LocalPushService, startLocalPushService } from '../../../test/push/local-push-service.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createNotificationsRepository } from './notifications.repository.ts';

let test: TestApp;
let pushService: LocalPushService;
let owner: Seller;
beforeAll(async () => {
  const keys = webPush.generateVAPIDKeys();
  pushService = await startLocalPushService({ vapidPublicKey: keys.publicKey });
  test = await createTestApp(
    { vapid: { ...keys, subject: 'mailto:no-reply@krov.ba' } },
    { pushNetwork: pushService.network },
  );
  owner = await seller(test);
});
afterAll(async () => {
  await test.close();
  await pushService.close();
});

/** A user whose browser subscribed (as its PushSubscription's toJSON gives it) with an instant search. */
async function subscribed(browser: string, word: string) {
  const user = await verifiedUser(test, { language: 'en' });
  const subscription = pushService.subscriptionFor(browser);
  const stored = await client(test).post('/api/users/me/push-subscriptions', user.auth, subscription);
  expect(stored.statusCode).toBe(204);
  await saveSearch(test, user, { q: word });
  test.clock.advance(1_000);
  return { user, subscription };
}

async function publish(description: string) {
  const listing = await createListing(test, owner, { description });
  ok(await client(test).post(`/api/properties/${listing.id}/publish`, owner.auth));
  await drained(test);
  return listing;
}

const pushesTo = (browser: string) => pushService.received.filter((push) => push.subscriptionId === browser);

describe('web push', () => {
  it('answers the VAPID public key browsers subscribe with', async () => {
    const { publicKey } = ok<{ publicKey: string }>(await client(test).get('/api/push/public-key'));
    expect(publicKey).toBe(test.config.vapid.publicKey);
  });

  it('pushes an alert to the browser, signed and encrypted, with its title and link', async () => {
    await subscribed('browser-a', 'lukobran');
    const listing = await publish('Lukobran.');
    const [push] = pushesTo('browser-a');
    expect(push?.payload).toEqual({
      title: 'New listing for your saved search',
      body: expect.stringContaining('Apartment, 64.5 m²'),
      link: `/p/${listing.id}`,
      tag: expect.any(String),
    });
    expect(pushService.answers.filter((answer) => answer.subscriptionId === 'browser-a')).toEqual([
      { subscriptionId: 'browser-a', status: 201, reason: undefined },
    ]);
  });

  it('forgets a browser the push service answers 410 for, and pushes nothing more to it', async () => {
    const { user } = await subscribed('browser-b', 'svjetionik');
    pushService.answerGoneOnce('browser-b');
    await publish('Svjetionik.');
    expect(
      pushService.answers.filter((answer) => answer.subscriptionId === 'browser-b').map((a) => a.status),
    ).toEqual([410]);
    const left = await createNotificationsRepository(test.database.db).subscriptionsOf([user.id]);
    expect(left).toEqual([]);
    await publish('Svjetionik drugi.');
    expect(pushService.answers.filter((answer) => answer.subscriptionId === 'browser-b')).toHaveLength(1);
  });

  it('honours the push switch per kind, and the browser’s own unsubscribe', async () => {
    const { user } = await subscribed('browser-c', 'akvarij');
    ok(
      await client(test).put('/api/users/me/notification-settings', user.auth, {
        push: { savedSearch: false },
      }),
    );
    await publish('Akvarij.');
    expect(pushesTo('browser-c')).toHaveLength(0);

    ok(
      await client(test).put('/api/users/me/notification-settings', user.auth, {
        push: { savedSearch: true },
      }),
    );
    const removed = await client(test).delete('/api/users/me/push-subscriptions', user.auth);
    expect(removed.statusCode).toBe(400);
    const { endpoint } = pushService.subscriptionFor('browser-c');
    const gone = await test.app.inject({
      method: 'DELETE',
      url: '/api/users/me/push-subscriptions',
      headers: user.auth,
      payload: { endpoint },
    });
    expect(gone.statusCode).toBe(204);
    await publish('Akvarij drugi.');
    expect(pushesTo('browser-c')).toHaveLength(0);
  });

  it('refuses an endpoint that is no push service’s, or whose name leads inside a network; nothing is stored', async () => {
    const user = await verifiedUser(test);
    const { keys } = pushService.subscriptionFor('browser-e');
    pushService.dns.set('wns2-inside.notify.windows.com', ['192.168.1.20']);
    for (const endpoint of [
      'https://127.0.0.1/push/x',
      'https://localhost/push/x',
      'https://[::1]/push/x',
      'https://fcm.googleapis.com:5432/push/x',
      'https://fcm.googleapis.com:6379/push/x',
      'https://169.254.169.254/latest/meta-data/',
      'https://10.0.0.1/push/x',
      'https://192.168.1.1/push/x',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://wns2-inside.notify.windows.com/w/?token=x',
    ]) {
      const answer = await client(test).post('/api/users/me/push-subscriptions', user.auth, {
        endpoint,
        keys,
      });
      expect({ endpoint, status: answer.statusCode, body: answer.json() }).toEqual({
        endpoint,
        status: 400,
        body: {
          message: 'ValidationErrors',
          validationErrors: [{ field: 'endpoint', error: 'Invalid', extra: {} }],
        },
      });
    }
    expect(await createNotificationsRepository(test.database.db).subscriptionsOf([user.id])).toEqual([]);
    expect(pushService.connections.filter((target) => target.hostname !== 'fcm.googleapis.com')).toEqual([]);
  });

  it('a stored endpoint whose name now leads inside is never connected to, and is forgotten', async () => {
    // A fresh owner: a private user lists 5 at most.
    owner = await seller(test);
    const user = await verifiedUser(test, { language: 'en' });
    pushService.dns.set('wns2-turncoat.notify.windows.com', ['20.42.0.10']);
    const { keys } = pushService.subscriptionFor('browser-f');
    const endpoint = 'https://wns2-turncoat.notify.windows.com/w/?token=f';
    expect(
      (await client(test).post('/api/users/me/push-subscriptions', user.auth, { endpoint, keys })).statusCode,
    ).toBe(204);
    await saveSearch(test, user, { q: 'prevrtljivac' });
    test.clock.advance(1_000);
    pushService.dns.set('wns2-turncoat.notify.windows.com', ['169.254.169.254']);
    const before = pushService.connections.length;
    await publish('Prevrtljivac.');
    expect(pushService.connections.slice(before).map((target) => target.hostname)).not.toContain(
      'wns2-turncoat.notify.windows.com',
    );
    expect(await createNotificationsRepository(test.database.db).subscriptionsOf([user.id])).toEqual([]);
  });

  it('refuses a subscription that is not a browser’s (no https endpoint, keys of the wrong form)', async () => {
    const user = await verifiedUser(test);
    const good = pushService.subscriptionFor('browser-d');
    for (const bad of [
      { ...good, endpoint: 'http://push.example/abc' },
      { ...good, keys: { ...good.keys, p256dh: 'not base64url!' } },
      { ...good, keys: { ...good.keys, auth: good.keys.p256dh } },
      { endpoint: good.endpoint },
    ]) {
      const answer = await client(test).post('/api/users/me/push-subscriptions', user.auth, bad);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe('ValidationErrors');
    }
  });
});
