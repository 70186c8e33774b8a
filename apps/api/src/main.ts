import { buildApp } from './app.ts';
import { loadConfigOrExit } from './config.ts';
import { createPasswordHasher } from './platform/auth/passwords.ts';
import { OffsetClock, systemClock } from './platform/clock/clock.ts';
import { openConfiguredDatabase } from './platform/db/open-configured.ts';
import { publicAddresses } from './platform/http/public-addresses.ts';
import { openConfiguredStorage } from './platform/storage/open-configured.ts';
import { loadDemoData } from './seed/demo-data.ts';

/** Start: read config, open and migrate the database, load demo data, listen; stop cleanly on a signal. */
const config = loadConfigOrExit();
const database = await openConfiguredDatabase(config);
await database.migrate();
// One storage: the demo photos go where the app then serves them from.
const storage = openConfiguredStorage(config);
let demoLoadedMs: number | null = null;
if (config.demoData) {
  const started = Date.now();
  const passwords = createPasswordHasher(config.passwordHashing);
  if (await loadDemoData(database.db, passwords, systemClock, { storage }))
    demoLoadedMs = Date.now() - started;
}

// Outside production the clock can be moved forward through /dev/clock (see modules/devtools).
const clock = config.devTools ? new OffsetClock() : systemClock;
const { app } = await buildApp({ config, database, storage, clock });
await app.listen({ port: config.port, host: config.host });
app.log.info({ engine: database.engine, mailbox: publicAddresses(config).mailbox ?? undefined }, 'api ready');
if (demoLoadedMs !== null) app.log.info({ ms: demoLoadedMs }, 'demo accounts and listings loaded');

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down: finishing requests in flight');
  // A guard, not a timing: if something hangs, leave anyway rather than never.
  const guard = setTimeout(() => {
    app.log.error('shutdown took too long; exiting');
    process.exit(1);
  }, 20_000);
  guard.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
