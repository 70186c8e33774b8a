/**
 * Run by payment-crash.test.ts in its own process: the real api takes the sandbox's signed
 * "approved" notification of an order and this process is killed (SIGKILL: no cleanup, no
 * rollback by us) right after the chosen statement of the settling transaction, or its COMMIT.
 * Argument: JSON { engine, dataDir | url, uploadsDir, listingId, ownerId, secret, crashAt,
 * orderId, rawBody, signature, now }.
 */
import { PGlite, type Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../config.ts';
import { ManualClock } from '../../../platform/clock/clock.ts';
import { type DatabaseHandle, openDatabase } from '../../../platform/db/database.ts';
import { openConfiguredStorage } from '../../../platform/storage/open-configured.ts';
import type { ChildRun } from '../../listings/crash/child-run.ts';
import type { PaymentCrashPoint } from './payment-crash-fixtures.ts';

export interface PaymentCrashRun extends ChildRun<PaymentCrashPoint> {
  orderId: string;
  /** The notification exactly as the gateway sent it, and its signature header. */
  rawBody: string;
  signature: string;
  /** The instant the api's clock shows (the fixtures' app's, a little later). */
  now: string;
}

const run = JSON.parse(process.argv[2] as string) as PaymentCrashRun;
let armed = false;
const die = () => process.kill(process.pid, 'SIGKILL');

/** Which statement of the settling transaction just finished, if it is one we crash after. */
function pointOf(text: string, values: unknown): Exclude<PaymentCrashPoint, 'after-commit'> | null {
  const names = (id: string) => Array.isArray(values) && values.includes(id);
  if (/^update "orders" set .*"status"/i.test(text) && names(run.orderId)) return 'after-order-update';
  if (/^update "properties" set .*"published_at"/i.test(text) && names(run.listingId))
    return 'after-listing-update';
  if (/^insert into "notifications"/i.test(text) && names(run.ownerId)) return 'after-notification-insert';
  return null;
}

function crashAfter(point: PaymentCrashPoint | null) {
  if (armed && point === run.crashAt) die();
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const pglite = await PGlite.create(dataDir);
  const transaction = pglite.transaction.bind(pglite);
  // Every statement of a transaction goes through the transaction object PGlite hands out; its
  // COMMIT is PGlite's own, once the callback returned. Only the transaction that moved the order
  // (not a queue worker's) crashes after its COMMIT.
  pglite.transaction = async <T>(callback: (tx: Transaction) => Promise<T>) => {
    let settling = false;
    const result = await transaction((tx) =>
      callback(
        new Proxy(tx, {
          get(target, property, receiver) {
            if (property !== 'query') return Reflect.get(target, property, receiver);
            return async (text: string, values?: unknown[], options?: object) => {
              const answer = await target.query(text, values, options);

              const point = pointOf(text, values);
              if (point === 'after-order-update') settling = true;
              crashAfter(point);
              return answer;
            };
          },
        }),
      ),
    );
    if (settling) crashAfter('after-commit');
    return result;
  };
  return openDatabase({ kind: 'pglite-instance', pglite });
}

async function openServer(url: string): Promise<DatabaseHandle> {
  // node-postgres runs every statement, BEGIN and COMMIT included, through Client#query; the
  // settling connection is the one whose UPDATE moved the order.
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  let settling: unknown = null;
  pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
    const answer = query.apply(this, args);
    if (!(answer instanceof Promise)) return answer;
    const first = args[0] as string | { text: string; values?: unknown };
    const text = typeof first === 'string' ? first : first.text;
    const values = typeof first === 'string' ? args[1] : (first.values ?? args[1]);
    return answer.then((result) => {
      const point = pointOf(text, values);
      if (point === 'after-order-update') settling = this;
      if (this === settling && /^commit/i.test(text)) crashAfter('after-commit');
      crashAfter(point);
      return result;
    });
  } as typeof pg.Client.prototype.query;
  return openDatabase({ kind: 'postgres', url, poolSize: 4 });
}

const database =
  run.engine === 'pglite' ? await openPglite(run.dataDir as string) : await openServer(run.url as string);
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: run.uploadsDir,
  AUTH_SECRET: run.secret,
  LOG_LEVEL: 'silent',
  LISTING_FEE_SELL: '10',
  LISTING_FEE_RENT: '5',
});
const app = await buildApp({
  config,
  database,
  storage: openConfiguredStorage(config),
  clock: new ManualClock(new Date(run.now)),
  runSchedules: false,
});
await app.ready();
armed = true;
const response = await app.inject({
  method: 'POST',
  url: '/api/payments/sandbox/notifications',
  headers: { 'content-type': 'application/json', 'x-sandbox-signature': run.signature },
  payload: run.rawBody,
});
// Reached only when the crash point never came: the test fails on the exit code.
console.log(`no crash at ${run.crashAt}: answered ${response.statusCode} ${response.body.slice(0, 200)}`);
await app.close();
process.exit(3);
