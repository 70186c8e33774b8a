import { createAccountsRepository } from '../modules/accounts/accounts.repository.ts';
import type { PasswordHasher } from '../platform/auth/passwords.ts';
import type { Clock } from '../platform/clock/clock.ts';
import type { Database } from '../platform/db/database.ts';
import { demoAccounts } from './demo-accounts.ts';

/**
 * Loads the demo accounts into an empty database, so a first `npm start` has people to log in as.
 * A database with any user is left alone: demo data never overwrites real data.
 */
export async function loadDemoData(db: Database, passwords: PasswordHasher, clock: Clock): Promise<boolean> {
  const repository = createAccountsRepository(db);
  if ((await repository.countUsers()) > 0) return false;
  const now = clock.now();
  for (const account of demoAccounts) {
    await repository.insertUser({
      name: account.name,
      email: account.email,
      emailVerifiedAt: now,
      phoneNumber: account.phoneNumber,
      phoneNumberVerifiedAt: now,
      passwordHash: await passwords.hash(account.password),
      language: account.language,
      role: account.role,
    });
  }
  return true;
}
