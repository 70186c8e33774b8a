import { createAccountsRepository } from '../modules/accounts/accounts.repository.ts';
import { createPlaces, type Places } from '../modules/places/places.service.ts';
import type { PasswordHasher } from '../platform/auth/passwords.ts';
import type { Clock } from '../platform/clock/clock.ts';
import type { Database } from '../platform/db/database.ts';
import type { ObjectStorage } from '../platform/storage/storage.ts';
import { demoAccounts } from './demo-accounts.ts';
import { loadDemoAgencies } from './demo-agencies.ts';
import { loadDemoChats } from './demo-chats.ts';
import { loadDemoListings } from './demo-listings.ts';
import { loadDemoReports } from './demo-reports.ts';
import { loadDemoSearches } from './demo-searches.ts';

export interface DemoListingsSetup {
  /** Where the generated photos go (the app's storage). */
  storage: ObjectStorage;
  places?: Places;
  /** About 300 by default; tests load fewer. */
  count?: number;
}

/**
 * Loads the demo accounts and their listings into an empty database, so a first `npm start` has
 * people to log in as and a living marketplace. A database with any user is left alone: demo
 * data never overwrites real data.
 */
export async function loadDemoData(
  db: Database,
  passwords: PasswordHasher,
  clock: Clock,
  listings?: DemoListingsSetup,
): Promise<boolean> {
  const repository = createAccountsRepository(db);
  if ((await repository.countUsers()) > 0) return false;
  const now = clock.now();
  const ownerIds: string[] = [];
  let searcherId: string | null = null;
  let adminId: string | null = null;
  const agencyMembers: { userId: string; agency: string; role: 'owner' | 'agent' }[] = [];
  for (const account of demoAccounts) {
    const user = await repository.insertUser({
      name: account.name,
      email: account.email,
      emailVerifiedAt: now,
      phoneNumber: account.phoneNumber,
      phoneNumberVerifiedAt: now,
      passwordHash: await passwords.hash(account.password),
      language: account.language,
      role: account.role,
    });
    // The searcher is a buyer: no demo listings count against their limit, so they can publish.
    if (account.savesSearches) searcherId = user.id;
    else if (account.agency)
      agencyMembers.push({ userId: user.id, agency: account.agency.name, role: account.agency.role });
    else if (account.role === 'admin') adminId = user.id;
    else ownerIds.push(user.id);
  }
  const agencyOwners = await loadDemoAgencies(db, agencyMembers, adminId, now);
  if (searcherId) await loadDemoSearches(db, listings?.places ?? createPlaces(), searcherId, now);
  if (listings) {
    await loadDemoListings({
      db,
      storage: listings.storage,
      places: listings.places ?? createPlaces(),
      now,
      ownerIds,
      agencyOwners,
      ...(listings.count === undefined ? {} : { count: listings.count }),
    });
    if (searcherId) await loadDemoChats(db, searcherId, ownerIds, now);
    if (searcherId) await loadDemoReports(db, searcherId, ownerIds, now);
  }
  return true;
}
