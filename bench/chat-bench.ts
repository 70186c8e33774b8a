/**
 * `npm run chat -w @krov/bench`: issue 15's messaging figures. On a fresh database of the
 * PostgreSQL server (`krov_bench_chat`, made and dropped here), N api instances built by the api's
 * own `buildApp` in this process (one by default; two share Redis), and 1 000 sockets with their
 * HTTP sends in a forked clients' process (bench/chat/clients.ts). Measures: sockets' memory on the
 * instances (heap and RSS after collections, before and after connecting), latency from a send over
 * HTTP to NewMessage at the recipient's socket at a paced rate, deliveries per second at
 * saturation, and 100 transports cut while sending (0 lost, 0 twice, counted by message id).
 * Never part of `npm test`. See BENCHMARKS.md ("Messaging").
 *
 *   --instances 1|2 (2 needs Redis)  --redis redis://127.0.0.1:6379/15 (with one instance: --redis to use it)
 *   --server postgres://postgres@127.0.0.1:5432  --sockets 1000  --rate 100  --seconds 15
 *   --burst 5000  --concurrency 32  --cuts 100  --label <text>
 */
import { fork } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openFreshDatabase } from './alerts/database.ts';
import { round } from './alerts/stats.ts';
import { benchUsers, type MemoryReading, memoryNow, startInstances } from './chat/instances.ts';
import type { Command, Reply } from './chat/protocol.ts';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '1' },
    redis: { type: 'string' },
    server: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
    database: { type: 'string', default: 'krov_bench_chat' },
    sockets: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '15' },
    burst: { type: 'string', default: '5000' },
    concurrency: { type: 'string', default: '32' },
    cuts: { type: 'string', default: '100' },
    label: { type: 'string' },
  },
});
const instanceCount = Number(values.instances);
// Its own logical database by default: the bench floods the hub's stream, which tests on the same
// Redis (database 0) read for their recoveries.
const redisUrl = values.redis ?? (instanceCount > 1 ? 'redis://127.0.0.1:6379/15' : undefined);
if (instanceCount > 1 && !redisUrl) throw new Error('two instances need Redis (--redis)');
const sockets = Number(values.sockets);
const log = (text: string) => console.log(`[chat-bench] ${text}`);

const clients = fork(path.join(benchDir, 'chat/clients.ts'), { stdio: 'inherit' });
const replies: ((reply: Reply) => void)[] = [];
clients.on('message', (reply: Reply) => replies.shift()?.(reply));
// A clients' process that dies answers every pending command with its end, not silence.
clients.on('exit', (code, signal) => {
  for (const answer of replies.splice(0)) answer({ kind: 'error', message: `exited (${signal ?? code})` });
});
/** The api instances' CPU (this process) while each command ran, in percent of one core. */
const instancesCpu: Record<string, number> = {};
/** The whole machine's CPU busy while each command ran (every process: PostgreSQL, Redis, others), in percent of all cores. */
const machineBusy: Record<string, number> = {};
const cpuTimes = () =>
  os.cpus().reduce(
    (sum, cpu) => {
      const total = Object.values(cpu.times).reduce((a, b) => a + b, 0);
      return { total: sum.total + total, idle: sum.idle + cpu.times.idle };
    },
    { total: 0, idle: 0 },
  );
async function ask<K extends Reply['kind']>(command: Command, kind: K): Promise<Extract<Reply, { kind: K }>> {
  const cpu = process.cpuUsage();
  const machine = cpuTimes();
  const started = performance.now();
  const reply = await new Promise<Reply>((resolve) => {
    replies.push(resolve);
    clients.send(command);
  });
  const used = process.cpuUsage(cpu);
  instancesCpu[command.kind] = round((used.user + used.system) / 10 / (performance.now() - started));
  const machineNow = cpuTimes();
  const total = machineNow.total - machine.total;
  machineBusy[command.kind] = round(100 * (1 - (machineNow.idle - machine.idle) / Math.max(1, total)));
  if (reply.kind === 'error') throw new Error(`clients: ${reply.message}`);
  if (reply.kind !== kind) throw new Error(`clients answered ${reply.kind}, not ${kind}`);
  return reply as Extract<Reply, { kind: K }>;
}

const loadAtStart = os.loadavg();
const database = await openFreshDatabase({ serverUrl: values.server, database: values.database });
const instances = await startInstances({ count: instanceCount, database, redisUrl });
let result: Record<string, unknown> = {};
try {
  const users = await benchUsers(database, sockets, instances.secret);
  log(`${instanceCount} instance(s) at ${instances.urls.join(', ')}${redisUrl ? ` with ${redisUrl}` : ''}`);
  const before = memoryNow();
  const connected = await ask({ kind: 'connect', urls: instances.urls, users, concurrency: 50 }, 'connected');
  const after = memoryNow();
  const perSocket = (key: keyof MemoryReading) => round(((after[key] - before[key]) * 1024) / sockets, 1);
  log(
    `${connected.sockets} sockets in ${connected.seconds} s (${connected.refused} refused); heap ${before.heapUsedMb} → ${after.heapUsedMb} MB (${perSocket('heapUsedMb')} KB a socket), RSS ${before.rssMb} → ${after.rssMb} MB (${perSocket('rssMb')} KB a socket)`,
  );
  const conversations = await ask({ kind: 'open-conversations', concurrency: 16 }, 'conversations');
  log(`${conversations.chats} conversations opened in ${conversations.seconds} s`);

  const pacedRun = await ask(
    { kind: 'paced', ratePerSecond: Number(values.rate), seconds: Number(values.seconds) },
    'load',
  );
  const paced = pacedRun.figures;
  log(
    `paced ${values.rate}/s: ${paced.sent} sent, ${paced.deliveries} delivered; recipient p50 ${paced.latencyMs.p50} ms, p99 ${paced.latencyMs.p99} ms (max ${paced.latencyMs.max}); HTTP p50 ${paced.httpMs.p50} ms; missing ${paced.missing}, twice ${paced.duplicates}, refused ${paced.failed}; CPU instances ${instancesCpu.paced} %, clients ${paced.clientsCpuPercent} %`,
  );
  const burstRun = await ask(
    { kind: 'burst', messages: Number(values.burst), concurrency: Number(values.concurrency) },
    'load',
  );
  const burst = burstRun.figures;
  log(
    `burst of ${burst.sent} (${values.concurrency} in flight): ${burst.sentPerSecond} sent/s, ${burst.deliveriesPerSecond} delivered/s; recipient p50 ${burst.latencyMs.p50} ms, p99 ${burst.latencyMs.p99} ms; missing ${burst.missing}, twice ${burst.duplicates}, refused ${burst.failed}; CPU instances ${instancesCpu.burst} %, clients ${burst.clientsCpuPercent} %, machine busy ${machineBusy.burst} %`,
  );
  const cutRun = await ask(
    {
      kind: 'disconnects',
      cuts: Number(values.cuts),
      ratePerSecond: Number(values.rate),
      seconds: Number(values.seconds),
      deadlineSeconds: 30,
    },
    'disconnects',
  );
  const cuts = cutRun.figures;
  log(
    `${cuts.cuts} cuts while sending ${cuts.sent}: ${cuts.reconnections} reconnections, ${cuts.recovered} recovered, ${cuts.replayed} messages replayed; lost on the hub ${cuts.lostOnHub}, lost after catching up ${cuts.lostAfterCatchUp}, twice ${cuts.duplicates}, refused ${cuts.failed}; reconnect p50 ${cuts.reconnectMs.p50} ms`,
  );
  const atEnd = memoryNow();
  await ask({ kind: 'close' }, 'closed');

  result = {
    date: new Date().toISOString(),
    label: values.label ?? null,
    instances: instanceCount,
    inProcess: true,
    redis: Boolean(redisUrl),
    machine: {
      cpus: os.availableParallelism(),
      cpuModel: os.cpus()[0]?.model,
      memoryGb: Math.round(os.totalmem() / 1024 ** 3),
      loadAtStart,
      loadAtEnd: os.loadavg(),
      node: process.version,
    },
    options: values,
    sockets: { connected: connected.sockets, refused: connected.refused, seconds: connected.seconds },
    memory: {
      before,
      after,
      atEnd,
      perSocketKb: {
        heapUsed: perSocket('heapUsedMb'),
        rss: perSocket('rssMb'),
        external: perSocket('externalMb'),
      },
    },
    conversations,
    instancesCpuPercent: instancesCpu,
    machineBusyPercent: machineBusy,
    paced,
    burst,
    disconnects: cuts,
  };
} finally {
  clients.kill();
  await instances.close();
  await database.dispose(false);
}

const resultsDir = path.join(benchDir, 'results');
await mkdir(resultsDir, { recursive: true });
const stamp = String(result.date).slice(0, 16).replace(':', '');
const name = `${stamp}-chat-${instanceCount}${redisUrl ? '-redis' : ''}${values.label ? `-${values.label}` : ''}`;
const file = path.join(resultsDir, `${name}.json`);
await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
log(`written ${path.relative(path.dirname(benchDir), file)}`);
process.exit(0);
