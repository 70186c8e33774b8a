import type { Database } from '../../platform/db/database.ts';
import { createAccountsRepository } from './accounts.repository.ts';
import type { SessionRevocations } from './session-revocations.ts';

/**
 * An admin's suspension of a user (issue 29, decision 228), the port moderation works through: in
 * the moderation's transaction the user is marked suspended and every session's row ends with it;
 * once that committed, the ended sessions are announced (Redis, the chat hub closes their sockets).
 * A suspended user's logins are refused (sessions.service `start`, `refresh`).
 */
export function createUserSuspensions(deps: { revocations: Pick<SessionRevocations, 'announceEnded'> }) {
  return {
    /**
     * Suspends `userId` in `tx`: the ended sessions' ids, to announce after the commit; `refused`
     * for an admin (an admin's role is taken away on the command line first), `unknown` for no such
     * user; `already` when suspended before.
     */
    async suspendIn(
      tx: Database,
      userId: string,
      reason: string,
      now: Date,
    ): Promise<{ sessionIds: string[] } | 'refused' | 'unknown' | 'already'> {
      const repository = createAccountsRepository(tx);
      const user = await repository.userById(userId);
      if (!user) return 'unknown';
      if (user.role === 'admin') return 'refused';
      if (user.suspendedAt) return 'already';
      await repository.updateUser(userId, { suspendedAt: now, suspendedReason: reason });
      return { sessionIds: await repository.revokeAllFamilies(userId, 'suspension', now) };
    },
    /** After the suspension committed: its sessions end at once everywhere. */
    announceEnded: (sessionIds: readonly string[]) => deps.revocations.announceEnded(sessionIds),
  };
}

export type UserSuspensions = ReturnType<typeof createUserSuspensions>;
