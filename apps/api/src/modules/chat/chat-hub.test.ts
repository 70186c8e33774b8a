import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../../test/chat-fixtures.ts';
import { hubAddress, openTab, refusalOf } from '../../../test/hub-clients.ts';
import { client, ok, type Seller, seller } from '../../../test/listings-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let test: TestApp;
let url: string;
let buyer: Seller;
let owner: Seller;
let stranger: Seller;

beforeAll(async () => {
  test = await createTestApp();
  url = await hubAddress(test);
  buyer = await seller(test, { name: 'Kupac Kupić' });
  owner = await seller(test, { name: 'Vlasnik Vlasnić' });
  stranger = await seller(test);
});
afterAll(() => test?.close());

describe('who may connect', () => {
  it('refuses a missing, forged or expired token with the message "401"', async () => {
    expect(await refusalOf(url)).toBe('401');
    expect(await refusalOf(url, { token: 'not-a-token' })).toBe('401');
    expect(await refusalOf(url, { token: `${buyer.accessToken.slice(0, -4)}AAAA` })).toBe('401');
    const late = await seller(test);
    test.clock.advance(15 * 60 * 1000 + 1000);
    expect(await refusalOf(url, { token: late.accessToken })).toBe('401');
    // Everyone else logs in again with the clock where it is now.
    for (const user of [buyer, owner, stranger]) await relogin(user);
  });

  it('closes the sockets of a session that logs out, and refuses its token', async () => {
    const leaving = await seller(test);
    const open = await openTab(url, { token: leaving.accessToken });
    const closed = new Promise<string>((resolve) => open.socket.once('disconnect', resolve));
    const out = await client(test).post('/api/tokens/logout', leaving.auth, {
      refreshToken: leaving.refreshToken,
    });
    expect(out.statusCode).toBeLessThan(300);
    // The open socket closes at the logout, and the token no longer opens one.
    expect(await closed).toBe('io server disconnect');
    expect(await refusalOf(url, { token: leaving.accessToken })).toBe('401');
  });

  it('takes the web’s cookie, from the web’s origin only', async () => {
    const cookie = `krov_access=${buyer.accessToken}`;
    expect(await refusalOf(url, { cookie, origin: 'http://localhost:3000' })).toBe('connected');
    expect(await refusalOf(url, { cookie, origin: 'https://evil.example' })).not.toBe('connected');
  });

  it('closes a socket when its token expires', async () => {
    test.clock.advance(15 * 60 * 1000 - 300);
    const tab = await openTab(url, { token: buyer.accessToken });
    const reason = await new Promise<string>((resolve) => tab.socket.once('disconnect', resolve));
    expect(reason).toBe('io server disconnect');
    test.clock.advance(1000);
    for (const user of [buyer, owner, stranger]) await relogin(user);
  });
});

describe('what the hub pushes', () => {
  it('NewMessage reaches every open tab of both members, in order, and nobody else', async () => {
    const buyerTabs = [
      await openTab(url, { token: buyer.accessToken }),
      await openTab(url, { cookie: `krov_access=${buyer.accessToken}`, origin: 'http://localhost:3000' }),
    ];
    const ownerTabs = [
      await openTab(url, { token: owner.accessToken }),
      await openTab(url, { token: owner.accessToken }),
    ];
    const strangerTab = await openTab(url, { token: stranger.accessToken });

    const first = await send(test, buyer, { userId: owner.id, text: 'Prva' });
    await send(test, buyer, { chatId: first.chatId, text: 'Druga' });
    await send(test, owner, { chatId: first.chatId, text: 'Treća' });
    for (const tab of [...buyerTabs, ...ownerTabs]) {
      const heard = await tab.heard(3);
      expect(heard.map((event) => event.message.text)).toEqual(['Prva', 'Druga', 'Treća']);
    }
    expect(ownerTabs[0]?.newMessages[0]).toEqual({
      chatId: first.chatId,
      message: {
        id: first.message.id,
        text: 'Prva',
        photos: [],
        propertyId: null,
        senderId: buyer.id,
        sentAt: first.message.sentAt,
        safetyTips: [],
        warning: null,
        suspiciousLink: null,
        clientMessageId: first.message.clientMessageId,
      },
      user: { userId: buyer.id, name: 'Kupac Kupić', profileImage: null },
    });

    // The stranger hears their own message, and nothing of the others'.
    await send(test, stranger, { userId: buyer.id, text: 'Moja' });
    expect((await strangerTab.heard(1)).map((event) => event.message.text)).toEqual(['Moja']);

    // A retried send is stored once and announced once.
    const key = { chatId: first.chatId, text: 'Jednom', clientMessageId: crypto.randomUUID() };
    await send(test, owner, key);
    await send(test, owner, key);
    await send(test, owner, { chatId: first.chatId, text: 'Poslije' });
    const texts = (await ownerTabs[1]?.heard(5))?.map((event) => event.message.text);
    expect(texts?.slice(3)).toEqual(['Jednom', 'Poslije']);

    // Read receipts reach the other member.
    expect((await client(test).post(`/api/chats/${first.chatId}/read`, owner.auth)).statusCode).toBe(204);
    await waitFor(() => (buyerTabs[0]?.reads.length ?? 0) > 0);
    expect(buyerTabs[0]?.reads[0]).toEqual({
      chatId: first.chatId,
      userId: owner.id,
      readAt: test.clock.now().toISOString(),
    });
    for (const tab of [...buyerTabs, ...ownerTabs, strangerTab]) tab.close();
  });
});

async function relogin(user: Seller) {
  const login = await client(test).post(
    '/api/tokens/login',
    {},
    { emailOrPhoneNumber: user.email, password: user.password },
  );
  user.accessToken = ok<{ accessToken: string }>(login).accessToken;
  user.auth = { authorization: `Bearer ${user.accessToken}` };
}

/** Waits for a pushed event (the test's timeout guards a hang). */
async function waitFor(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}
