import type { IncomingMessage } from 'node:http';
import { type Agent, request } from 'node:https';
import { importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { type LocalPushService, startLocalPushService } from '../../../test/push/local-push-service.ts';
import { createWebPushSender, type VapidKeys } from './push-sender.ts';

const vapid: VapidKeys = { ...webpush.generateVAPIDKeys(), subject: 'mailto:push-test@krov.ba' };

// A push service on this machine that checks the VAPID token and decrypts as a browser does.
let service: LocalPushService;

beforeAll(async () => {
  service = await startLocalPushService({ vapidPublicKey: vapid.publicKey });
});

afterAll(async () => {
  await service.close();
});

beforeEach(() => {
  service.received.length = 0;
  service.answers.length = 0;
  service.connections.length = 0;
});

function sender(keys: VapidKeys = vapid) {
  return createWebPushSender(keys, { ...service.network, timeoutMs: 5_000 });
}

const payload = {
  title: 'Nova poruka',
  body: 'Šta ima? Stan u Đakovu još je slobodan, čujemo se.',
  url: '/messages/42',
  unread: 3,
};

describe('createWebPushSender against a push service that checks VAPID and decrypts', () => {
  it('delivers the JSON payload, which the service decrypts equal, with a 24 h TTL by default', async () => {
    const subscription = service.subscriptionFor('browser-a');

    await expect(sender().send(subscription, payload)).resolves.toBe('sent');

    expect(service.answers).toEqual([{ subscriptionId: 'browser-a', status: 201, reason: undefined }]);
    expect(service.received).toEqual([
      { subscriptionId: 'browser-a', payload, ttl: 24 * 60 * 60, urgency: 'normal', topic: undefined },
    ]);
    expect(sender().publicKey).toBe(vapid.publicKey);
  });

  it('passes the TTL, urgency and topic', async () => {
    const subscription = service.subscriptionFor('browser-a');

    await sender().send(subscription, { n: 1 }, { ttlSeconds: 60, urgency: 'high', topic: 'chat-42' });

    expect(service.received).toEqual([
      { subscriptionId: 'browser-a', payload: { n: 1 }, ttl: 60, urgency: 'high', topic: 'chat-42' },
    ]);
  });

  it('is refused when signed with another key pair, and send throws', async () => {
    const other: VapidKeys = { ...webpush.generateVAPIDKeys(), subject: vapid.subject };

    await expect(sender(other).send(service.subscriptionFor('browser-a'), payload)).rejects.toThrow(
      /HTTP 403 from https:\/\/fcm\.googleapis\.com:/,
    );
    expect(service.answers).toEqual([
      {
        subscriptionId: 'browser-a',
        status: 403,
        reason: expect.stringMatching(/k is not the subscription key/),
      },
    ]);
    expect(service.received).toEqual([]);
  });

  it('refuses a token carrying the right key k but signed by another private key', async () => {
    const other = webpush.generateVAPIDKeys();
    const details = webpush.generateRequestDetails(service.subscriptionFor('browser-a'), '{}', {
      vapidDetails: { ...vapid, privateKey: other.privateKey },
      contentEncoding: 'aes128gcm',
    });

    expect(await post(details, service.agent)).toBe(403);
    expect(service.answers[0]?.reason).toMatch(/vapid JWT refused: signature verification failed/);
  });

  it('refuses a token for another audience, or expiring more than 24 h ahead', async () => {
    const subscription = service.subscriptionFor('browser-a');
    const details = webpush.generateRequestDetails(subscription, '{}', {
      vapidDetails: vapid,
      contentEncoding: 'aes128gcm',
    });
    const now = Math.floor(Date.now() / 1000);
    const withToken = async (claims: { aud: string; exp: number }) => {
      const token = await signVapidToken({ ...claims, sub: vapid.subject });
      const headers = { ...details.headers, Authorization: `vapid t=${token}, k=${vapid.publicKey}` };
      return post({ ...details, headers }, service.agent);
    };

    expect(await withToken({ aud: 'https://push.example.com', exp: now + 3600 })).toBe(403);
    expect(await withToken({ aud: service.origin, exp: now + 25 * 3600 })).toBe(403);
    expect(await withToken({ aud: service.origin, exp: now - 60 })).toBe(403);
    expect(await withToken({ aud: service.origin, exp: now + 3600 })).toBe(201);

    expect(service.answers.map((a) => a.reason)).toEqual([
      expect.stringMatching(/unexpected "aud" claim value/),
      expect.stringMatching(/exp beyond 24 h/),
      expect.stringMatching(/"exp" claim timestamp check failed/),
      undefined,
    ]);
  });

  it('refuses a tampered ciphertext, which it would have accepted untouched', async () => {
    const details = webpush.generateRequestDetails(service.subscriptionFor('browser-a'), '{"n":2}', {
      vapidDetails: vapid,
      contentEncoding: 'aes128gcm',
      TTL: 60,
    });
    const tampered = Buffer.from(details.body);
    const last = tampered.length - 20; // inside the ciphertext, before the tag
    tampered[last] = (tampered[last] ?? 0) ^ 0x01;

    expect(await post({ ...details, body: tampered }, service.agent)).toBe(400);
    expect(await post(details, service.agent)).toBe(201);

    expect(service.answers.map((a) => a.status)).toEqual([400, 201]);
    expect(service.answers[0]?.reason).toMatch(
      /undecryptable: Unsupported state or unable to authenticate data/,
    );
    expect(service.received.map((r) => r.payload)).toEqual([{ n: 2 }]);
  });

  it('answers gone on 410, and on the 404 of a subscription the service no longer knows', async () => {
    const subscription = service.subscriptionFor('browser-gone');
    service.answerGoneOnce('browser-gone');

    await expect(sender().send(subscription, payload)).resolves.toBe('gone');
    await expect(sender().send(subscription, payload)).resolves.toBe('gone');

    expect(service.answers.map((a) => a.status)).toEqual([410, 404]);
    expect(service.received).toEqual([]);
  });

  it('answers gone on the 404 of an endpoint the service never had', async () => {
    const known = service.subscriptionFor('browser-a');
    const unknown = { ...known, endpoint: service.url('/push/never-subscribed') };

    await expect(sender().send(unknown, payload)).resolves.toBe('gone');
    expect(service.answers).toEqual([
      { subscriptionId: 'never-subscribed', status: 404, reason: expect.stringMatching(/no subscription/) },
    ]);
  });

  it('throws on a 500 so the job retries, naming the origin but never the endpoint path or the payload', async () => {
    const subscription = service.subscriptionFor('browser-secret-path');
    service.answerNextWith('browser-secret-path', 500);

    const error = await sender()
      .send(subscription, payload)
      .then(
        () => undefined,
        (e: unknown) => e,
      );

    expect(error).toBeInstanceOf(Error);
    const text = (error as Error).message;
    expect(text).toContain(`HTTP 500 from ${service.origin}`);
    expect(text).not.toContain('browser-secret-path');
    expect(text).not.toContain('Nova poruka');
    // Scripted answers come once: the retry is delivered.
    await expect(sender().send(subscription, payload)).resolves.toBe('sent');
    expect(service.answers.map((a) => a.status)).toEqual([500, 201]);
  });

  it('throws when the push service’s name does not resolve now, so the job retries', async () => {
    const subscription = {
      ...service.subscriptionFor('browser-a'),
      endpoint: 'https://wns2-nowhere.notify.windows.com/w/?token=abc',
    };

    await expect(sender().send(subscription, payload)).rejects.toThrow(/ENOTFOUND/);
    expect(service.connections).toEqual([]);
  });

  it('connects to the address it checked: the push service’s host at its public address', async () => {
    await expect(sender().send(service.subscriptionFor('browser-a'), payload)).resolves.toBe('sent');
    expect(service.connections).toEqual([
      { hostname: 'fcm.googleapis.com', address: '142.250.180.10', family: 4 },
    ]);
  });

  it('never connects to an endpoint that is no push service’s, or whose name leads inside a network', async () => {
    const keys = service.subscriptionFor('browser-a').keys;
    service.dns.set('wns2-inside.notify.windows.com', ['10.0.0.7']);
    service.dns.set('wns2-mixed.notify.windows.com', ['52.1.2.3', '169.254.169.254']);
    for (const endpoint of [
      'https://127.0.0.1/push/browser-a',
      'https://localhost/push/browser-a',
      'https://[::1]/push/browser-a',
      'https://fcm.googleapis.com:5432/push/browser-a',
      'https://fcm.googleapis.com:6379/push/browser-a',
      'https://169.254.169.254/latest/meta-data/',
      'https://10.0.0.1/push/browser-a',
      'https://192.168.1.1/push/browser-a',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://user:secret@fcm.googleapis.com/push/browser-a',
      'https://fcm.googleapis.com.evil.example/push/browser-a',
      'https://wns2-inside.notify.windows.com/w/?token=a',
      'https://wns2-mixed.notify.windows.com/w/?token=a',
    ]) {
      expect({ endpoint, outcome: await sender().send({ endpoint, keys }, payload) }).toEqual({
        endpoint,
        outcome: 'refused',
      });
    }
    expect(service.connections).toEqual([]);
    expect(service.answers).toEqual([]);
  });

  it('checks again before every push: a name that now answers a loopback address is not reached', async () => {
    const subscription = service.subscriptionFor('browser-a');
    await expect(sender().send(subscription, payload)).resolves.toBe('sent');
    service.dns.set('fcm.googleapis.com', ['127.0.0.1']);
    try {
      await expect(sender().send(subscription, payload)).resolves.toBe('refused');
    } finally {
      service.dns.set('fcm.googleapis.com', ['142.250.180.10']);
    }
    expect(service.connections).toHaveLength(1);
    expect(service.answers.map((a) => a.status)).toEqual([201]);
  });

  it('refuses a payload larger than push services must accept, before sending', async () => {
    const subscription = service.subscriptionFor('browser-a');

    await expect(sender().send(subscription, { text: 'x'.repeat(4000) })).rejects.toThrow(
      /at most 3993 bytes/,
    );
    await expect(sender().send(subscription, undefined)).rejects.toThrow(/JSON-serialisable/);
    expect(service.answers).toEqual([]);
  });
});

/** A VAPID JWT with chosen claims, signed by the right key, for claims web-push would not make. */
async function signVapidToken(claims: { aud: string; exp: number; sub: string }): Promise<string> {
  const point = Buffer.from(vapid.publicKey, 'base64url');
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
      d: vapid.privateKey,
    },
    'ES256',
  );
  return new SignJWT(claims).setProtectedHeader({ typ: 'JWT', alg: 'ES256' }).sign(key);
}

/** Posts a request web-push prepared, for requests sendNotification would not make. */
async function post(details: webpush.RequestDetails, agent: Agent): Promise<number | undefined> {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const outgoing = request(details.endpoint, { method: 'POST', headers: details.headers, agent }, resolve);
    outgoing.on('error', reject);
    outgoing.end(details.body);
  });
  response.resume();
  return response.statusCode;
}
