/**
 * Run by payment-crash.test.ts in its own process: the real api takes the sandbox's signed
 * "approved" notification of an order and this process is killed (SIGKILL: no cleanup, no
 * rollback by us) right after the chosen statement of the settling transaction, or its COMMIT.
 * Argument: JSON { engine, dataDir | url, uploadsDir, listingId, ownerId, secret, crashAt,
 * orderId, rawBody, signature, now }.
 */
import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../config.ts';
import { ManualClock } from '../../../platform/clock/clock.ts';
import { openConfiguredStorage } from '../../../platform/storage/open-configured.ts';
import type { ChildRun } from '../../listings/crash/child-run.ts';
import { openCrashingDatabase } from '../../listings/crash/crashing-database.ts';
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

/** Which statement of the settling transaction just finished, if it is one we crash after. */
function pointOf(text: string, values: unknown): Exclude<PaymentCrashPoint, 'after-commit'> | null {
  const names = (id: string) => Array.isArray(values) && values.includes(id);
  if (/^update "orders" set .*"status"/i.test(text) && names(run.orderId)) return 'after-order-update';
  if (/^update "properties" set .*"published_at"/i.test(text) && names(run.listingId))
    return 'after-listing-update';
  if (/^insert into "notifications"/i.test(text) && names(run.ownerId)) return 'after-notification-insert';
  return null;
}

const database = await openCrashingDatabase(run, {
  pointOf,
  marker: 'after-order-update',
  armed: () => armed,
});
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: run.uploadsDir,
  AUTH_SECRET: run.secret,
  LOG_LEVEL: 'silent',
  LISTING_FEE_SELL: '10',
  LISTING_FEE_RENT: '5',
});
const { app } = await buildApp({
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
