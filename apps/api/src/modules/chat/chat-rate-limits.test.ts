import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageKeyOf, send, sendRaw } from '../../../test/chat-fixtures.ts';
import { jpeg } from '../../../test/image-fixtures.ts';
import { type Seller, seller } from '../../../test/listings-fixtures.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let test: TestApp;
let chatty: Seller;
let other: Seller;
let recipient: Seller;

beforeAll(async () => {
  // The production limits (the other tests scale them up a thousandfold).
  test = await createTestApp({ rateLimitScale: 1 });
  [chatty, other, recipient] = [await seller(test), await seller(test), await seller(test)];
});
afterAll(() => test?.close());

/** A token anyone can write: the seller's id as its subject, no signature (owner ids are public). */
function unsignedTokenNaming(userId: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: userId, iss: 'krov' })}.`;
}

async function upload(auth: Record<string, string>) {
  const body = await multipartBody({
    photo: { bytes: await jpeg(64, 48), filename: 'a.jpg', type: 'image/jpeg' },
  });
  return test.app.inject({
    method: 'POST',
    url: '/api/chats/upload',
    payload: body.payload,
    headers: { ...body.headers, 'x-requested-with': 'XMLHttpRequest', ...auth },
  });
}

describe('chat rate limits', () => {
  it('count per user, not per address: 30 messages a minute, then TooManyRequests for that user only', async () => {
    const { chatId } = await send(test, chatty, { userId: recipient.id, text: 'prva' });
    for (let n = 2; n <= 30; n += 1) await send(test, chatty, { chatId, text: `poruka ${n}` });
    const refused = await sendRaw(test, chatty, { chatId, text: 'previše' });
    expect(refused.statusCode).toBe(429);
    expect(messageKeyOf(refused)).toBe('TooManyRequests');
    // Every request comes from one address here: another user still writes.
    await send(test, other, { userId: recipient.id, text: 'ja mogu' });
  });

  it('a forged token naming a user spends nothing of that user’s quota', async () => {
    const victim = await seller(test);
    const forged = { authorization: `Bearer ${unsignedTokenNaming(victim.id)}` };
    for (let n = 0; n < 40; n += 1) {
      const message = await sendRaw(test, { auth: forged }, { userId: recipient.id, text: 'lažno' });
      expect(message.statusCode).toBe(401);
      expect((await upload(forged)).statusCode).toBe(401);
    }
    await send(test, victim, { userId: recipient.id, text: 'moja poruka' });
    expect((await upload(victim.auth)).statusCode).toBe(201);
  });

  it('a retried send (the same clientMessageId) spends no quota', async () => {
    const patient = await seller(test);
    const clientMessageId = randomUUID();
    const first = await send(test, patient, { userId: recipient.id, text: 'jednom', clientMessageId });
    for (let n = 0; n < 40; n += 1) {
      const again = await sendRaw(test, patient, { userId: recipient.id, text: 'jednom', clientMessageId });
      expect(again.statusCode).toBe(200);
      expect(again.json().message.id).toBe(first.message.id);
    }
    // 29 new messages still fit the 30 of the minute.
    for (let n = 2; n <= 30; n += 1) await send(test, patient, { chatId: first.chatId, text: `nova ${n}` });
    expect((await sendRaw(test, patient, { chatId: first.chatId, text: 'previše' })).statusCode).toBe(429);
  });
});
