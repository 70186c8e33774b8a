/**
 * Run by deletion-crash.test.ts in its own process: deletes a listing through the real api and
 * kills this process (SIGKILL: no cleanup, no rollback by us) at the crash point it is given.
 * Argument: JSON { engine, dataDir | url, uploadsDir, listingId, ownerId, secret, crashAt }.
 */
import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../config.ts';
import { systemClock } from '../../../platform/clock/clock.ts';
import { openConfiguredStorage } from '../../../platform/storage/open-configured.ts';
import { type ChildRun, ownerToken } from './child-run.ts';
import { openCrashingDatabase } from './crashing-database.ts';

export type CrashPoint = 'after-deletion' | 'after-job' | 'after-commit';

export type CrashRun = ChildRun<CrashPoint>;

const run = JSON.parse(process.argv[2] as string) as CrashRun;
let armed = false;

/** Which statement of the deleting transaction just finished, if it is one we crash after. */
function pointOf(text: string, values: unknown): Exclude<CrashPoint, 'after-commit'> | null {
  if (/^update "properties" set .*"deleted_at"/i.test(text)) return 'after-deletion';
  if (text.includes('pgboss') && JSON.stringify(values ?? null).includes('photos.remove')) return 'after-job';
  return null;
}

const database = await openCrashingDatabase(run, {
  pointOf,
  marker: 'after-deletion',
  armed: () => armed,
});
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: run.uploadsDir,
  AUTH_SECRET: run.secret,
  LOG_LEVEL: 'silent',
});
const { app } = await buildApp({
  config,
  database,
  storage: openConfiguredStorage(config),
  clock: systemClock,
});
await app.ready();
const token = await ownerToken(database.db, run);
armed = true;
const response = await app.inject({
  method: 'DELETE',
  url: `/api/properties/${run.listingId}`,
  headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' },
});
// Reached only when the crash point never came: the test fails on the exit code.
console.log(`no crash at ${run.crashAt}: answered ${response.statusCode}`);
await app.close();
process.exit(3);
