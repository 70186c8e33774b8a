import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MessagesResponse, SendMessageResponse } from '@krov/contracts';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { type ApiProcess, freePort, startApi } from './api-process.ts';
import { type Account, call, login, mailsTo, mailTo, ok, registerThrough } from './cluster-client.ts';
import { type ClusterDatabase, createClusterDatabase } from './cluster-database.ts';
import { type Balancer, startHaproxy } from './haproxy.ts';
import { openRecoveringTab, type RecoveringTab } from './recovering-tab.ts';
import { openRelay, type Relay } from './relay.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL server (DATABASE_URL) and Redis (REDIS_URL) of the cluster project (vitest.config.ts). */
    clusterDatabaseUrl: string;
    clusterRedisUrl: string;
  }
}

/*
 * Issue 15, proved on this machine: two api processes (`node apps/api/src/main.ts`) on one
 * PostgreSQL database and one Redis, behind HAProxy. A client connected through the balancer hears
 * what is sent through either instance; the unread-message reminder goes once when both instances
 * run the job at the same moment; a client whose instance is killed reconnects through the
 * balancer to the survivor and catches up with nothing lost and nothing twice; one whose instance
 * stops on SIGTERM recovers what it missed from the hub itself. Runs in the "cluster" project
 * (`npm test`'s cluster step), never beside the api suite.
 */
const serverUrl = inject('clusterDatabaseUrl');
const redisUrl = inject('clusterRedisUrl');

/** One secret for all instances: a token one issues, the others accept. */
const authSecret = randomBytes(36).toString('base64url');
const directory = mkdtempSync(path.join(tmpdir(), 'krov-cluster-'));
let database: ClusterDatabase | undefined;
const instances: ApiProcess[] = [];
let balancer: Balancer | undefined;
let balancerPort: number;
const relays: Relay[] = [];
let buyer: Account;
let owner: Account;
let tab: RecoveringTab | undefined;
let chatId: string;
/** Every message the test sent, by id: what the owner must end up with, each once. */
const sent: string[] = [];

/** The environment of every instance: the same database, Redis, secret and public addresses. */
const settings = (name: string) => ({
  NODE_ENV: 'development',
  DATABASE_URL: database?.url ?? '',
  REDIS_URL: redisUrl,
  DATA_DIR: path.join(directory, name),
  AUTH_SECRET: authSecret,
  PUBLIC_WEB_URL: 'http://localhost:3000',
  PUBLIC_API_URL: `http://127.0.0.1:${balancerPort}`,
  DEMO_DATA: 'false',
  RATE_LIMIT_SCALE: '1000',
});

beforeAll(async () => {
  database = await createClusterDatabase(serverUrl);
  balancerPort = await freePort();
  const ports = [await freePort(), await freePort()];
  // Both at once on the empty database, as a deployment starts them (both migrate it, one at a
  // time); each one kept for afterAll even if the other fails.
  const started = await Promise.allSettled(
    ['api1', 'api2'].map((name, index) => startApi(name, ports[index] as number, settings(name))),
  );
  for (const each of started) if (each.status === 'fulfilled') instances.push(each.value);
  for (const each of started) if (each.status === 'rejected') throw each.reason;
  balancer = await startHaproxy(
    directory,
    balancerPort,
    instances.map((each) => ({ name: each.name, port: each.port })),
  );
  await balancer.untilUp(['api1', 'api2']);
  [buyer, owner] = await Promise.all([
    registerThrough(balancer.url, {
      name: 'Kupac Kupić',
      email: 'kupac@example.ba',
      phoneNumber: '+38761100001',
    }),
    registerThrough(balancer.url, {
      name: 'Vlasnik Vlasnić',
      email: 'vlasnik@example.ba',
      phoneNumber: '+38761100002',
    }),
  ]);
}, 60_000);

afterAll(async () => {
  tab?.close();
  for (const relay of relays) await relay.close();
  await balancer?.kill();
  await Promise.all(instances.map((each) => each.kill()));
  await database?.drop();
  rmSync(directory, { recursive: true, force: true });
});

beforeEach(({ onTestFailed }) => {
  onTestFailed(() => {
    for (const program of [...instances, ...(balancer ? [balancer] : [])]) {
      console.error(`[${program.name}] last output:\n${program.tail.join('\n')}`);
    }
  });
});

const urlOf = () => (balancer as Balancer).url;

async function sendThrough(base: string, from: Account, body: Record<string, unknown>) {
  const answer = await ok<SendMessageResponse>(
    call(base, 'POST', '/api/chats/messages', {
      token: from.token,
      body: { clientMessageId: randomUUID(), ...body },
    }),
  );
  sent.push(answer.message.id);
  return answer.message.id;
}

const heardIds = () => (tab as RecoveringTab).heard.map((each) => each.id);

describe('two api processes behind HAProxy, on one PostgreSQL and one Redis', () => {
  it('a client connected through the balancer hears what is sent through either instance, once', async () => {
    tab = await openRecoveringTab(urlOf(), owner.token);
    const [first, second] = instances as [ApiProcess, ApiProcess];
    const answer = await ok<SendMessageResponse>(
      call(first.url, 'POST', '/api/chats/messages', {
        token: buyer.token,
        body: { clientMessageId: randomUUID(), userId: owner.id, text: 'Preko prve instance' },
      }),
    );
    chatId = answer.chatId;
    sent.push(answer.message.id);
    await sendThrough(second.url, buyer, { chatId, text: 'Preko druge instance' });
    await sendThrough(first.url, buyer, { chatId, text: 'Opet preko prve' });
    const current = tab;
    await current.until(() => current.heard.length >= sent.length);
    expect([...heardIds()].sort()).toEqual([...sent].sort());
  });

  it('the unread-message reminder goes once when both instances run the job at the same moment', async () => {
    // Past the reminder's 15 minutes on both clocks, then the job on both at once.
    await Promise.all(
      instances.map((each) =>
        ok(call(each.url, 'POST', '/dev/clock/advance', { body: { seconds: 16 * 60 } })),
      ),
    );
    await Promise.all(
      instances.map((each) => ok(call(each.url, 'POST', '/dev/jobs/chat.unread-reminders/run'), 204)),
    );
    const isReminder = (mail: { text: string }) => mail.text.includes(`/messages/${chatId}`);
    await mailTo(urlOf(), owner.email, isReminder);
    // Whatever either instance queued (its cron included) has been delivered by now.
    await drained(database as ClusterDatabase);
    expect((await mailsTo(urlOf(), owner.email)).filter(isReminder)).toHaveLength(1);
    expect((await mailsTo(urlOf(), buyer.email)).filter(isReminder)).toHaveLength(0);
  });

  it('a client whose instance is killed reconnects through the balancer to the survivor and catches up: nothing lost, nothing twice', async () => {
    const current = tab as RecoveringTab;
    // The clocks moved past the access tokens' 15 minutes: the reconnection presents a new one.
    owner.token = await login(urlOf(), owner);
    buyer.token = await login(urlOf(), buyer);
    current.socket.auth = { token: owner.token };

    const holding = await instanceHolding(current);
    const survivor = instances.find((each) => each !== holding) as ApiProcess;
    await sendThrough(survivor.url, buyer, { chatId, text: 'Prije pada' });
    await current.until(() => current.heard.length >= sent.length);

    await holding.kill('SIGKILL');
    // Stored while the client is away (or reconnecting): the hub of the survivor cannot reach it.
    for (const text of ['Za vrijeme pada 1', 'Za vrijeme pada 2', 'Za vrijeme pada 3']) {
      await sendThrough(survivor.url, buyer, { chatId, text });
    }
    await current.until(() => current.reconnections.length === 1);
    const last = await sendThrough(survivor.url, buyer, { chatId, text: 'Nakon povratka' });
    await current.until(() => heardIds().includes(last));

    // Catching up as the web does after a reconnection the hub did not recover (a killed instance
    // never stored the session): the conversation's messages, through the balancer.
    const history = await ok<MessagesResponse>(
      call(urlOf(), 'GET', `/api/chats/${chatId}/messages`, { token: owner.token }),
    );
    const historyIds = history.items.map((message) => message.id);
    expect(current.disconnections).toEqual(['transport close']);
    expect([...current.counts().values()].filter((count) => count > 1)).toEqual([]);
    expect([...historyIds].sort()).toEqual([...sent].sort());
    const known = new Set([...heardIds(), ...historyIds]);
    expect(sent.filter((id) => !known.has(id))).toEqual([]);

    // Back to two instances: the killed one restarts where the balancer looks for it.
    const index = instances.indexOf(holding);
    instances[index] = await startApi(holding.name, holding.port, settings(holding.name));
    await (balancer as Balancer).untilUp(['api1', 'api2']);
  });

  it('a client whose instance stops on SIGTERM reconnects by itself and recovers what it missed from the hub', async () => {
    tab?.close();
    // Through a relay to the balancer, so the test stores a message exactly while the client is away.
    const relay = await openRelay(balancerPort);
    relays.push(relay);
    const current = await openRecoveringTab(relay.url, owner.token);
    tab = current;
    const [first, second] = instances as [ApiProcess, ApiProcess];
    // socket.io recovers only a client that heard an event since it connected (its offset).
    const live = await sendThrough(first.url, buyer, { chatId, text: 'Prije gašenja' });
    await current.until(() => heardIds().includes(live));

    const stopping = await instanceHolding(current);
    const other = stopping === first ? second : first;
    const stopped = stopping.kill('SIGTERM');
    await current.until(() => current.disconnections.length === 1);
    relay.cut();
    await sessionStored(current);
    const missed = await sendThrough(other.url, buyer, { chatId, text: 'Dok se gasilo' });
    relay.restore();
    await current.until(() => current.reconnections.length === 1 && heardIds().includes(missed));

    expect(current.disconnections).toEqual(['transport close']);
    expect(current.reconnections).toEqual([true]);
    expect(current.heard.map(({ id, replayed }) => ({ id, replayed }))).toEqual([
      { id: live, replayed: false },
      { id: missed, replayed: true },
    ]);
    // A clean shutdown: it finished and closed everything.
    expect(await stopped).toBe('exit code 0');
  });
});

/** Resolves once the instance that lost the socket stored its session in Redis for the recovery. */
async function sessionStored(current: RecoveringTab): Promise<void> {
  const pid = (current.socket as unknown as { _pid?: string })._pid;
  if (!pid) throw new Error('the client has no recovery session (pid)');
  const redis = new Redis(redisUrl);
  try {
    while ((await redis.exists(`sio:session:${pid}`)) === 0) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    redis.disconnect();
  }
}

/**
 * The instance the client's WebSocket goes to: the one backend with a current session in
 * HAProxy's statistics (every HTTP call of the test has ended; only the tunnel stays open).
 */
async function instanceHolding(current: RecoveringTab): Promise<ApiProcess> {
  if (!current.socket.connected) throw new Error('the client is not connected');
  const servers = await (balancer as Balancer).servers();
  const busy = servers.filter((each) => each.sessions > 0);
  if (busy.length !== 1) throw new Error(`cannot tell the client's instance: ${JSON.stringify(servers)}`);
  return instances.find((each) => each.name === busy[0]?.name) as ApiProcess;
}

/** The queues between the reminder job and its e-mail: drained, so what was not sent by now never is. */
async function drained(db: ClusterDatabase): Promise<void> {
  const queues = ['chat.unread-reminders', 'notifications.deliver', 'notifications.push', 'mail.send'];
  for (;;) {
    const [row] = await db.query<{ waiting: number }>(
      `select count(*)::int as waiting from pgboss.job
       where name = any($1) and state in ('created', 'retry', 'active')`,
      [queues],
    );
    if (row?.waiting === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
