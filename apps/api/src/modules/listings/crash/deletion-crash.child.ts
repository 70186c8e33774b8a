/**
 * Run by deletion-crash.test.ts in its own process: deletes a listing through the real api and
 * kills this process (SIGKILL: no cleanup, no rollback by us) at the crash point it is given.
 * Argument: JSON { engine, dataDir | url, uploadsDir, listingId, ownerId, secret, crashAt }.
 */
import { PGlite, type Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../config.ts';
import { systemClock } from '../../../platform/clock/clock.ts';
import { type DatabaseHandle, openDatabase } from '../../../platform/db/database.ts';
import { openConfiguredStorage } from '../../../platform/storage/open-configured.ts';
import { type ChildRun, ownerToken } from './child-run.ts';

export type CrashPoint = 'after-deletion' | 'after-job' | 'after-commit';

export type CrashRun = ChildRun<CrashPoint>;

const run = JSON.parse(process.argv[2] as string) as CrashRun;
let armed = false;
const die = () => process.kill(process.pid, 'SIGKILL');

/** Which statement of the deleting transaction just finished, if it is one we crash after. */
function pointOf(text: string, values: unknown): CrashPoint | null {
  if (/^update "properties" set .*"deleted_at"/i.test(text)) return 'after-deletion';
  if (text.includes('pgboss') && JSON.stringify(values ?? null).includes('photos.remove')) return 'after-job';
  return null;
}

function crashAfter(point: CrashPoint | null) {
  if (armed && point === run.crashAt) die();
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const pglite = await PGlite.create(dataDir);
  const transaction = pglite.transaction.bind(pglite);
  // Every statement of a transaction goes through the transaction object PGlite hands out; its
  // COMMIT is PGlite's own, once the callback returned.
  pglite.transaction = async <T>(callback: (tx: Transaction) => Promise<T>) => {
    const result = await transaction((tx) =>
      callback(
        new Proxy(tx, {
          get(target, property, receiver) {
            if (property !== 'query') return Reflect.get(target, property, receiver);
            return async (text: string, values?: unknown[], options?: object) => {
              const answer = await target.query(text, values, options);
              crashAfter(pointOf(text, values));
              return answer;
            };
          },
        }),
      ),
    );
    crashAfter('after-commit');
    return result;
  };
  return openDatabase({ kind: 'pglite-instance', pglite });
}

async function openServer(url: string): Promise<DatabaseHandle> {
  // node-postgres runs every statement, BEGIN and COMMIT included, through Client#query; the
  // deleting connection is the one whose UPDATE set deleted_at.
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  let deleting: unknown = null;
  pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
    const answer = query.apply(this, args);
    if (!(answer instanceof Promise)) return answer;
    const first = args[0] as string | { text: string; values?: unknown };
    const text = typeof first === 'string' ? first : first.text;
    const values = typeof first === 'string' ? args[1] : (first.values ?? args[1]);
    return answer.then((result) => {
      const point = pointOf(text, values);
      if (point === 'after-deletion') deleting = this;
      if (this === deleting && /^commit/i.test(text)) crashAfter('after-commit');
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
});
const app = await buildApp({ config, database, storage: openConfiguredStorage(config), clock: systemClock });
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
