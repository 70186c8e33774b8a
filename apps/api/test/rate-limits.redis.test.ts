import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messageKeyOf, send, sendRaw } from './chat-fixtures.ts';
import { seller } from './listings-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/*
 * Rate limits counted in Redis (REDIS_URL): two instances of the api share one budget per client
 * address, as they would behind a balancer. Runs only with REDIS_URL set (vitest.config.ts; `npm
 * test` says loudly when it did not run). The keys live for the limit's minute in a Redis other
 * runs may share, so every test uses addresses no other run can have.
 */
const redisUrl = inject('redisUrl');

/** A fresh address of the documentation range 2001:db8::/32. */
function uniqueAddress(): string {
  const groups = randomBytes(12).toString('hex').match(/.{4}/g) as string[];
  return `2001:db8:${groups.slice(0, 6).join(':')}`;
}

describe('rate limits in Redis, shared by two instances', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp({ rateLimitScale: 1, redisUrl });
    second = await createTestApp({ rateLimitScale: 1, redisUrl });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  // A new account name each time: the limit per address is counted here, not the one per account.
  let names = 0;
  const login = (instance: TestApp, remoteAddress: string) => {
    names += 1;
    return instance.app.inject({
      method: 'POST',
      url: '/api/tokens/login',
      payload: { emailOrPhoneNumber: `niko${names}@example.ba`, password: 'pogresna-lozinka' },
      remoteAddress,
    });
  };

  it('counts the logins of one address on both instances together: the 11th is TooManyRequests', async () => {
    const address = uniqueAddress();
    for (let index = 0; index < 10; index += 1) {
      const response = await login(index % 2 === 0 ? first : second, address);
      expect(response.statusCode).toBe(401);
    }
    for (const instance of [first, second]) {
      const blocked = await login(instance, address);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: 'TooManyRequests' });
    }
    // Another client is not punished for it.
    expect((await login(second, uniqueAddress())).statusCode).toBe(401);
  });

  it('keeps each limit its own budget: exhausted logins leave code checks open', async () => {
    const address = uniqueAddress();
    for (let index = 0; index < 11; index += 1) await login(first, address);
    expect((await login(second, address)).statusCode).toBe(429);
    const code = await second.app.inject({
      method: 'POST',
      url: '/api/users/verify-email/verify-code',
      payload: { email: 'niko@example.ba', code: '000000' },
      remoteAddress: address,
    });
    expect(code.json()).toEqual({ message: 'InvalidOrExpiredCode' });
  });
});

describe('the chat’s per-user limits in Redis', () => {
  let instance: TestApp;
  beforeAll(async () => {
    instance = await createTestApp({ rateLimitScale: 1, redisUrl });
  });
  afterAll(() => instance?.close());

  it('count only verified users: a forged token naming one spends nothing; a retried send is free', async () => {
    const [victim, recipient] = [await seller(instance), await seller(instance)];
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const forged = {
      authorization: `Bearer ${part({ alg: 'none' })}.${part({ sub: victim.id, iss: 'krov' })}.`,
    };
    for (let n = 0; n < 35; n += 1) {
      const refused = await sendRaw(instance, { auth: forged }, { userId: recipient.id, text: 'lažno' });
      expect(refused.statusCode).toBe(401);
    }
    const first = await send(instance, victim, {
      userId: recipient.id,
      text: 'prva',
      clientMessageId: randomUUID(),
    });
    for (let n = 0; n < 35; n += 1) {
      const retried = await sendRaw(instance, victim, {
        chatId: first.chatId,
        text: 'prva',
        clientMessageId: first.message.clientMessageId,
      });
      expect(retried.statusCode).toBe(200);
    }
    for (let n = 2; n <= 30; n += 1)
      await send(instance, victim, { chatId: first.chatId, text: `poruka ${n}` });
    expect(messageKeyOf(await sendRaw(instance, victim, { chatId: first.chatId, text: 'previše' }))).toBe(
      'TooManyRequests',
    );
  });
});
