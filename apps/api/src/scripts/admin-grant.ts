import { loadConfigOrExit } from '../config.ts';
import { createAccountsRepository } from '../modules/accounts/accounts.repository.ts';
import { openConfiguredDatabase } from '../platform/db/open-configured.ts';

/**
 * `npm run admin:grant -- <email>`: gives an existing account the admin role.
 * With the embedded database, stop `npm start` first: PGlite allows one process at a time.
 */
const email = process.argv[2]?.trim().toLowerCase();
if (!email) {
  console.error('Usage: npm run admin:grant -- <email>');
  process.exit(2);
}
const database = await openConfiguredDatabase(loadConfigOrExit());
await database.migrate();
const user = await createAccountsRepository(database.db).setRole(email, 'admin');
await database.close();
if (!user) {
  console.error(`No account with the e-mail ${email}.`);
  process.exit(1);
}
console.log(`${user.name} <${user.email}> is now an admin.`);
