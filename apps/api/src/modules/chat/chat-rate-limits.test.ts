import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageKeyOf, send, sendRaw } from '../../../test/chat-fixtures.ts';
import { type Seller, seller } from '../../../test/listings-fixtures.ts';
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
});
