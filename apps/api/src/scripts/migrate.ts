import { loadConfigOrExit } from '../config.ts';
import { openConfiguredDatabase } from '../platform/db/open-configured.ts';

/** `npm run migrate`: applies the SQL migrations to the configured database (also done at start). */
const database = await openConfiguredDatabase(loadConfigOrExit());
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.engine}).`);
