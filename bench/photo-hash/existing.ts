import pg from 'pg';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openConfiguredDatabase } from '../../apps/api/src/platform/db/open-configured.ts';
import type { BenchDatabase } from '../alerts/database.ts';
import { pgClient, type SqlClient } from '../market/sql.ts';

/**
 * The server's database as an earlier run loaded it (`--reuse`): opened as the api opens it, not
 * migrated, never dropped. Loading 10 000 000 photos takes a quarter of an hour on this machine;
 * measuring again should not.
 */
export async function openExistingDatabase(url: string): Promise<BenchDatabase> {
  const config = loadConfig({
    DATA_DIR: '/tmp/krov-bench-photos-unused',
    DATABASE_URL: url,
    LOG_LEVEL: 'silent',
  });
  const handle = await openConfiguredDatabase(config);
  const plain = new pg.Client({ connectionString: url });
  await plain.connect();
  return {
    engine: 'postgres',
    handle,
    client: pgClient(plain),
    where: url,
    async dispose() {
      await plain.end();
      await handle.close();
    },
  };
}

/** What the market of the loaded database holds (the report's data facts). */
export async function marketFacts(client: SqlClient): Promise<{ listings: number; owners: number }> {
  const { rows } = await client.query<{ listings: number; owners: number }>(
    'select count(*)::int as listings, count(distinct owner_id)::int as owners from properties',
  );
  return rows[0] ?? { listings: 0, owners: 0 };
}
