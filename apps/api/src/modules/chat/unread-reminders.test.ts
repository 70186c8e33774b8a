import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveredMails, notificationsOf } from '../../../test/alerts-fixtures.ts';
import { send } from '../../../test/chat-fixtures.ts';
import { advanceClock, client, type Seller, seller } from '../../../test/listings-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let test: TestApp;
let buyer: Seller;
let owner: Seller;
let chatId: string;
const minute = 60 * 1000;

const remind = () => test.jobs.chat.sendUnreadReminders();
const messageMails = async (user: Seller) =>
  (await deliveredMails(test, user.email)).filter((mail) => mail.subject?.includes('Mirza'));

beforeAll(async () => {
  test = await createTestApp();
  buyer = await seller(test, { name: 'Mirza Begić' });
  owner = await seller(test, { name: 'Sanja Perić' });
  expect(
    (await client(test).put('/api/users/me/update-language', owner.auth, { language: 'en' })).statusCode,
  ).toBeLessThan(300);
});
afterAll(() => test?.close());

describe('the e-mail about an unread message', () => {
  it('goes 15 minutes after the first unread message, once, in the reader’s language', async () => {
    chatId = (await send(test, buyer, { userId: owner.id, text: 'Je li stan slobodan?' })).chatId;
    await advanceClock(test, 5 * minute, buyer, owner);
    await send(test, buyer, { chatId, text: 'Javite se kad stignete.' });
    await advanceClock(test, 9 * minute, buyer, owner);
    expect(await remind()).toBe(0);
    await advanceClock(test, 1 * minute, buyer, owner);
    // Two runners at once (two instances): told once.
    const told = await Promise.all([remind(), remind()]);
    expect(told[0] + told[1]).toBe(1);
    expect(await remind()).toBe(0);

    const [notification] = await notificationsOf(test, owner);
    expect(notification).toMatchObject({
      kind: 'message',
      title: 'New message from Mirza Begić',
      description: 'You have 2 unread messages from Mirza Begić.',
      link: `/messages/${chatId}`,
    });
    const mails = await messageMails(owner);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`/messages/${chatId}`);
    // The sender is never reminded of their own messages.
    expect(await notificationsOf(test, buyer)).toEqual([]);
  });

  it('at most one an hour per conversation; nothing once the messages were read', async () => {
    await advanceClock(test, 10 * minute, buyer, owner);
    await send(test, buyer, { chatId, text: 'Ima li novosti?' });
    await advanceClock(test, 20 * minute, buyer, owner);
    expect(await remind()).toBe(0);
    await advanceClock(test, 31 * minute, buyer, owner);
    expect(await remind()).toBe(1);
    expect(await messageMails(owner)).toHaveLength(2);

    await advanceClock(test, 2 * 60 * minute, buyer, owner);
    await send(test, buyer, { chatId, text: 'Hvala!' });
    await advanceClock(test, 5 * minute, buyer, owner);
    expect((await client(test).post(`/api/chats/${chatId}/read`, owner.auth)).statusCode).toBe(204);
    await advanceClock(test, 20 * minute, buyer, owner);
    expect(await remind()).toBe(0);
  });

  it('follows the notification settings: e-mail off, only the bell', async () => {
    const settings = await client(test).put('/api/users/me/notification-settings', owner.auth, {
      email: { message: false },
    });
    expect(settings.statusCode).toBe(200);
    await send(test, buyer, { chatId, text: 'Još jedno pitanje' });
    await advanceClock(test, 16 * minute, buyer, owner);
    expect(await remind()).toBe(1);
    expect(await messageMails(owner)).toHaveLength(2);
    expect((await notificationsOf(test, owner)).filter((each) => each.kind === 'message')).toHaveLength(3);
  });
});
