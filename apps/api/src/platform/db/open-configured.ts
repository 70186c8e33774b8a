import path from 'node:path';
import type { Config } from '../../config.ts';
import { type DatabaseHandle, openDatabase } from './database.ts';

/** The database the configuration names: the server at DATABASE_URL, else PGlite in DATA_DIR/db. */
export function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') });
}
