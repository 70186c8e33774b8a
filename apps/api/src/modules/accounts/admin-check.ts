import type { AdminCheck } from '../../platform/auth/authenticate.ts';
import type { Database } from '../../platform/db/database.ts';
import { createAccountsRepository } from './accounts.repository.ts';

/**
 * The admin area's one guard (docs/decisions/142, 195): the stored role, read at every request to an
 * 'admin' endpoint (a role taken away counts at once, not when the token expires). Made before the
 * authentication plugin, which installs it on every route whose description says `access: 'admin'`.
 */
export function createAdminCheck(db: Database): AdminCheck {
  const repository = createAccountsRepository(db);
  return {
    async isAdmin(userId) {
      const [user] = await repository.contactsByIds([userId]);
      return user?.role === 'admin';
    },
  };
}
