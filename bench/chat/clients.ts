/**
 * The clients' process of bench/chat-bench.ts (forked, commands over IPC): every socket and every
 * HTTP send lives here, so the bench's own process holds only the api instances and its memory is
 * theirs. Latency is measured here, on one clock: from just before a send's HTTP request to the
 * NewMessage at the recipient's socket (this process's event loop included).
 */
import { round } from '../alerts/stats.ts';
import {
  type Command,
  type DisconnectFigures,
  type LoadFigures,
  percentiles,
  type Reply,
} from './protocol.ts';
import { Phase, TabPool } from './tabs.ts';

let pool: TabPool | undefined;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (from: number, to: number) => round((to - from) / 1000, 2);

function current(): TabPool {
  if (!pool) throw new Error('not connected');
  return pool;
}

/** Runs `work(i)` for i in 0..count-1, at most `concurrency` at a time. */
async function limited(
  count: number,
  concurrency: number,
  work: (i: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next;
      next += 1;
      await work(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}

/** Sends at a fixed rate whatever the answers take (an open loop), calling `each(k)` at every tick. */
async function paced(
  ratePerSecond: number,
  durationSeconds: number,
  each: (k: number) => Promise<void>,
): Promise<void> {
  const total = Math.round(ratePerSecond * durationSeconds);
  const start = performance.now();
  const inFlight: Promise<void>[] = [];
  let failure: unknown;
  for (let k = 0; k < total; k += 1) {
    const due = start + (k * 1000) / ratePerSecond;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    // Caught at once (an error waiting for the end would crash the process as unhandled), thrown after.
    inFlight.push(
      each(k).catch((error: unknown) => {
        failure ??= error;
      }),
    );
  }
  await Promise.all(inFlight);
  if (failure) throw failure;
}

/** CPU time (user + system) since `from` over `wallSeconds`, in percent of one core. */
export function cpuPercent(from: NodeJS.CpuUsage, wallSeconds: number): number {
  const used = process.cpuUsage(from);
  return round((used.user + used.system) / 1e4 / wallSeconds);
}

function loadFigures(phase: Phase, missing: number): LoadFigures {
  const span = seconds(phase.started, Math.max(phase.lastDelivery, phase.started + 1));
  return {
    sent: phase.sent,
    failed: phase.failed,
    failures: phase.failures.slice(0, 5),
    seconds: span,
    deliveries: phase.firstDeliveries + phase.duplicates,
    sentPerSecond: round(phase.sent / span),
    deliveriesPerSecond: round((phase.firstDeliveries + phase.duplicates) / span),
    latencyMs: percentiles(phase.recipientMs),
    senderTabLatencyMs: percentiles(phase.senderTabMs),
    httpMs: percentiles(phase.httpMs),
    duplicates: phase.duplicates,
    missing,
    clientsCpuPercent: cpuPercent(phase.cpuAtStart, span),
  };
}

const randomPair = (tabs: number) => Math.floor(Math.random() * (tabs / 2));
const randomSide = () => (Math.random() < 0.5 ? 0 : 1);

async function handle(command: Command): Promise<Reply> {
  switch (command.kind) {
    case 'connect': {
      pool = new TabPool(command.urls, command.users);
      const started = performance.now();
      let refused = 0;
      const opening = pool;
      await limited(command.users.length, command.concurrency, async (i) => {
        await opening.open(i).catch(() => {
          refused += 1;
        });
      });
      return {
        kind: 'connected',
        sockets: command.users.length - refused,
        seconds: seconds(started, performance.now()),
        refused,
      };
    }
    case 'open-conversations': {
      // The first message of each pair makes its conversation, and gives every socket an offset
      // (socket.io recovers only a socket that heard an event since it connected).
      const tabs = current();
      tabs.phase = new Phase();
      const started = performance.now();
      await limited(tabs.chats.length, command.concurrency, (pair) => tabs.send(pair, 0));
      await tabs.until(() => tabs.allDelivered(), 30_000);
      return {
        kind: 'conversations',
        chats: tabs.chats.length,
        seconds: seconds(started, performance.now()),
      };
    }
    case 'paced': {
      const tabs = current();
      tabs.phase = new Phase();
      await paced(command.ratePerSecond, command.seconds, () =>
        tabs.send(randomPair(tabs.tabs.length), randomSide()),
      );
      await tabs.until(() => tabs.allDelivered(), 30_000);
      return { kind: 'load', figures: loadFigures(tabs.phase, tabs.missing().length) };
    }
    case 'burst': {
      const tabs = current();
      tabs.phase = new Phase();
      await limited(command.messages, command.concurrency, (k) =>
        tabs.send(k % tabs.chats.length, randomSide()),
      );
      await tabs.until(() => tabs.allDelivered(), 60_000);
      return { kind: 'load', figures: loadFigures(tabs.phase, tabs.missing().length) };
    }
    case 'disconnects':
      return { kind: 'disconnects', figures: await disconnects(command) };
    case 'close': {
      for (const tab of pool?.tabs ?? []) tab.socket.close();
      return { kind: 'closed' };
    }
  }
}

/**
 * Paced sending while `cuts` transports are cut, spread over the phase: each cut closes a random
 * connected socket's engine (as a lost network does), and at once a message is sent to it by
 * its peer, so every cut misses at least one message. With two instances the socket reconnects
 * to the other one (as a balancer may send it). Then every expected delivery is counted by id.
 */
async function disconnects(command: Extract<Command, { kind: 'disconnects' }>): Promise<DisconnectFigures> {
  const tabs = current();
  tabs.phase = new Phase();
  const total = Math.round(command.ratePerSecond * command.seconds);
  const cutEvery = Math.max(1, Math.floor(total / command.cuts));
  let cuts = 0;
  await paced(command.ratePerSecond, command.seconds, async (k) => {
    const sends = [tabs.send(randomPair(tabs.tabs.length), randomSide())];
    if (k % cutEvery === 0 && cuts < command.cuts) {
      const connected = tabs.tabs.filter((tab) => tab.socket.connected && tab.cutAt === null);
      const tab = connected[Math.floor(Math.random() * connected.length)];
      if (tab) {
        cuts += 1;
        tab.cutAt = performance.now();
        if (tabs.urls.length > 1) {
          tab.instance = (tab.instance + 1) % tabs.urls.length;
          // The Manager reconnects to its uri (private in the types): the other instance's.
          (tab.socket.io as unknown as { uri: string }).uri = tabs.urls[tab.instance] as string;
        }
        tab.socket.io.engine.close();
        sends.push(tabs.send(tab.index >> 1, tab.index % 2 === 0 ? 1 : 0));
      }
    }
    await Promise.all(sends);
  });
  const settled = () => tabs.tabs.every((tab) => tab.socket.connected) && tabs.allDelivered();
  await tabs.until(settled, command.deadlineSeconds * 1000);
  const missing = tabs.missing();
  const lostAfterCatchUp = await catchUp(tabs, missing);
  const phase = tabs.phase;
  return {
    cuts,
    sent: phase.sent,
    failed: phase.failed,
    failures: phase.failures.slice(0, 5),
    reconnections: phase.reconnections,
    recovered: phase.recovered,
    notRecovered: phase.reconnections - phase.recovered,
    expected: 2 * phase.sent,
    lostOnHub: missing.length,
    lostAfterCatchUp,
    duplicates: phase.duplicates,
    replayed: phase.replayed,
    reconnectMs: percentiles(phase.reconnectMs),
  };
}

/** What the web does after a reconnection the hub did not recover: the conversation's last messages. */
async function catchUp(tabs: TabPool, missing: { tab: number; id: string; pair: number }[]): Promise<number> {
  let lost = 0;
  for (const each of missing) {
    const user = tabs.users[each.tab];
    const response = await fetch(`${tabs.urls[0]}/api/chats/${tabs.chats[each.pair]}/messages?limit=100`, {
      headers: { authorization: `Bearer ${user?.token}` },
    });
    const history = (await response.json()) as { items: { id: string }[] };
    if (!history.items.some((message) => message.id === each.id)) lost += 1;
  }
  return lost;
}

process.on('message', (command: Command) => {
  handle(command).then(
    (reply) => process.send?.(reply),
    (error: unknown) =>
      process.send?.({
        kind: 'error',
        message: error instanceof Error ? (error.stack ?? error.message) : String(error),
      }),
  );
});
