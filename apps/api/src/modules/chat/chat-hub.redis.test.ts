import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { verifiedUser } from '../../../test/accounts-fixtures.ts';
import { type Member, send } from '../../../test/chat-fixtures.ts';
import { openRecoveringTab, type RecoveringTab } from '../../../test/cluster/recovering-tab.ts';
import { openRelay, type Relay } from '../../../test/cluster/relay.ts';
import { hubAddress, openTab } from '../../../test/hub-clients.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/*
 * The hub on two instances of the api sharing one database and Redis (issue 15): the Redis Streams
 * adapter carries NewMessage between them and keeps the connection state recovery, so a client on
 * one instance hears what is sent through the other, and one that was away for a moment gets what
 * it missed, once. Runs only with REDIS_URL set (vitest.config.ts; `npm test` says loudly when it
 * did not run).
 */
const redisUrl = inject('redisUrl');

let first: TestApp;
let second: TestApp;
let buyer: Member;
let owner: Member;
let chatId: string;
const relays: Relay[] = [];
const tabs: { close(): void }[] = [];

beforeAll(async () => {
  first = await createTestApp({ redisUrl });
  // The same data behind a balancer: the second instance on the first's database.
  second = await createTestApp({ redisUrl }, { database: first.database });
  await Promise.all([hubAddress(first), hubAddress(second)]);
  buyer = await verifiedUser(first, { name: 'Kupac Kupić' });
  owner = await verifiedUser(first, { name: 'Vlasnik Vlasnić' });
  chatId = (await send(first, buyer, { userId: owner.id, text: 'Dobar dan' })).chatId;
});
afterAll(async () => {
  for (const tab of tabs) tab.close();
  for (const relay of relays) await relay.close();
  await second?.close();
  await first?.close();
});

const portOf = (test: TestApp) => (test.app.server.address() as AddressInfo).port;

async function relayTo(test: TestApp): Promise<Relay> {
  const relay = await openRelay(portOf(test));
  relays.push(relay);
  return relay;
}

async function recoveringTab(url: string, user: Member): Promise<RecoveringTab> {
  const tab = await openRecoveringTab(url, user.accessToken);
  tabs.push(tab);
  return tab;
}

/**
 * Resolves once the instance that lost the socket stored its session in Redis (it does so as the
 * socket closes), so what the test sends next is certainly sent while the client is away.
 */
async function sessionStored(tab: RecoveringTab): Promise<void> {
  const pid = (tab.socket as unknown as { _pid?: string })._pid;
  const redis = first.app.redis;
  if (!pid || !redis) throw new Error('no recovery session (pid) or no Redis');
  while ((await redis.exists(`sio:session:${pid}`)) === 0) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the hub on two instances (Redis Streams adapter)', () => {
  it('a message sent through either instance reaches every tab of both members, on both, once', async () => {
    const [urlA, urlB] = [await hubAddress(first), await hubAddress(second)];
    const open = [
      await openTab(urlA, { token: buyer.accessToken }),
      await openTab(urlB, { token: buyer.accessToken }),
      await openTab(urlA, { token: owner.accessToken }),
      await openTab(urlB, { token: owner.accessToken }),
    ];
    tabs.push(...open);
    const sent = [
      await send(second, buyer, { chatId, text: 'Preko B' }),
      await send(first, owner, { chatId, text: 'Preko A' }),
      // Last, one through each instance: each tab hears the other instance's through the stream,
      // after every earlier entry, so a duplicate of anything before would already have arrived.
      await send(second, owner, { chatId, text: 'Zadnja preko B' }),
      await send(first, buyer, { chatId, text: 'Zadnja preko A' }),
    ].map((answer) => answer.message.id);
    for (const tab of open) {
      const heard = await tab.heard(sent.length);
      expect(heard.map((event) => event.message.id).sort()).toEqual([...sent].sort());
      expect(heard.every((event) => event.chatId === chatId)).toBe(true);
    }
  });

  it('a client whose transport is cut while a message is sent recovers it on reconnecting, from either instance, once', async () => {
    const relay = await relayTo(first);
    const tab = await recoveringTab(relay.url, owner);
    const live = await send(second, buyer, { chatId, text: 'Uživo' });
    await tab.until(() => tab.heard.length === 1);

    // Away from the first instance; the message goes through the second; back to the first.
    relay.cut();
    await tab.until(() => tab.disconnections.length === 1);
    await sessionStored(tab);
    const missed = await send(second, buyer, { chatId, text: 'Dok ste bili odsutni' });
    relay.restore();
    await tab.until(() => tab.reconnections.length === 1 && tab.heard.length === 2);

    // Away again; this time the balancer sends the client to the second instance.
    relay.cut();
    await tab.until(() => tab.disconnections.length === 2);
    await sessionStored(tab);
    const missedAgain = await send(first, buyer, { chatId, text: 'Opet odsutni' });
    relay.restore(portOf(second));
    await tab.until(() => tab.reconnections.length === 2 && tab.heard.length === 3);
    const after = await send(first, buyer, { chatId, text: 'Nakon povratka' });
    await tab.until(() => tab.heard.length === 4);

    expect(tab.disconnections).toEqual(['transport close', 'transport close']);
    expect(tab.reconnections).toEqual([true, true]);
    expect(tab.heard).toEqual([
      { id: live.message.id, text: 'Uživo', replayed: false },
      { id: missed.message.id, text: 'Dok ste bili odsutni', replayed: true },
      { id: missedAgain.message.id, text: 'Opet odsutni', replayed: true },
      { id: after.message.id, text: 'Nakon povratka', replayed: false },
    ]);
  });

  it('an instance that shuts down hands its clients over: they reconnect by themselves and recover what they missed', async () => {
    const leaving = await createTestApp({ redisUrl }, { database: first.database });
    await hubAddress(leaving);
    const relay = await relayTo(leaving);
    const tab = await recoveringTab(relay.url, buyer);
    // socket.io recovers only a client that heard an event since it connected (its offset).
    const live = await send(second, owner, { chatId, text: 'Prije gašenja' });
    await tab.until(() => tab.heard.length === 1);

    // SIGTERM does app.close(): the hub lets its clients go before the server stops listening.
    const closed = leaving.close();
    await tab.until(() => tab.disconnections.length === 1);
    // A lost transport, not a socket.io disconnect (after which a client would not come back).
    expect(tab.disconnections).toEqual(['transport close']);
    // The balancer stops sending clients to the instance that left.
    relay.cut();
    await sessionStored(tab);
    const missed = await send(first, owner, { chatId, text: 'Poslano dok se gasilo' });
    relay.restore(portOf(second));
    await tab.until(() => tab.reconnections.length === 1 && tab.heard.length === 2);
    await closed;

    expect(tab.reconnections).toEqual([true]);
    expect(tab.heard).toEqual([
      { id: live.message.id, text: 'Prije gašenja', replayed: false },
      { id: missed.message.id, text: 'Poslano dok se gasilo', replayed: true },
    ]);
  });
});
