/**
 * `npm run bench:load -- --engine postgres --listings 1000000`: a generated market (bench/market)
 * loaded into a fresh database, migrated with the api's own migrations. Never part of `npm test`.
 *
 *   --engine postgres|pglite   the server (default) or the embedded engine
 *   --database krov_bench      server: the database, dropped and made anew (never `test` or `postgres`)
 *   --server postgres://postgres@127.0.0.1:5432   server: where it lives
 *   --data-dir .test-tmp/bench-market   pglite: the api's DATA_DIR (the database goes to DATA_DIR/db)
 *   --listings 1000000  --owners 4000  --seed 11  --batch 5000
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/platform/db/database.ts';
import { type LoadReport, loadMarket } from './market/loader.ts';
import { pgClient, pgliteClient } from './market/sql.ts';

const repoRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'postgres' },
    database: { type: 'string', default: 'krov_bench' },
    server: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
    'data-dir': { type: 'string', default: path.join(repoRoot, '.test-tmp/bench-market') },
    listings: { type: 'string', default: '1000000' },
    owners: { type: 'string', default: '4000' },
    seed: { type: 'string', default: '11' },
    batch: { type: 'string', default: '5000' },
  },
});
const listings = Number(values.listings);
const owners = Number(values.owners);
const seed = Number(values.seed);
const batchSize = Number(values.batch);
const now = new Date();
const log = (text: string) => console.log(`[load] ${text}`);

async function loadServer(): Promise<LoadReport> {
  const name = values.database;
  if (!/^krov_[a-z0-9_]+$/.test(name))
    throw new Error(`--database must look like krov_something, not ${name}`);
  const admin = new pg.Client({ connectionString: `${values.server}/postgres` });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = `${values.server}/${name}`;
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
  await database.migrate();
  await database.close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await loadMarket({
      client: pgClient(client),
      listings,
      owners,
      seed,
      now,
      batchSize,
      rebuildIndexes: true,
      maintenanceWorkMem: '1GB',
      log,
    });
  } finally {
    await client.end();
  }
}

async function loadPglite(): Promise<LoadReport> {
  const dataDir = path.resolve(values['data-dir']);
  await rm(dataDir, { recursive: true, force: true });
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  try {
    await database.migrate();
    if (!database.pglite) throw new Error('no PGlite instance');
    return await loadMarket({
      client: pgliteClient(database.pglite),
      listings,
      owners,
      seed,
      now,
      batchSize: Math.min(batchSize, 2000),
      rebuildIndexes: true,
      maintenanceWorkMem: '256MB',
      log,
    });
  } finally {
    await database.close();
  }
}

log(`${values.engine}: ${listings} listings, ${owners} owners, seed ${seed}, now ${now.toISOString()}`);
const report = values.engine === 'pglite' ? await loadPglite() : await loadServer();
console.log(JSON.stringify({ engine: values.engine, seed, now: now.toISOString(), ...report }, null, 2));
