import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { accessTokenLifetimeSeconds } from '../../platform/auth/access-tokens.ts';
import type { SessionCheck } from '../../platform/auth/authenticate.ts';
import type { Database } from '../../platform/db/database.ts';
import { createAccountsRepository, type RevokeReason } from './accounts.repository.ts';

const revokedKey = (sessionId: string) => `krov:session-revoked:${sessionId}`;

/**
 * Ending sessions at once (docs/decisions/126-sessions-end-at-once.md): an access token names its
 * session (the refresh-token family), and every request checks that the session was not ended by
 * a logout, a password change or reset, or a detected refresh-token reuse. With Redis (REDIS_URL)
 * an ended session is marked there for an access token's lifetime and the check is one EXISTS,
 * shared by every instance; without it, or when Redis does not answer, the check reads the
 * family's row by its key. Made before the authentication plugin, which asks it on every request.
 */
export function createSessionRevocations({
  db,
  redis,
  log,
}: {
  db: Database;
  redis: Redis | null;
  log: FastifyBaseLogger;
}) {
  const repository = createAccountsRepository(db);
  const endedListeners: Array<(sessionIds: readonly string[]) => void> = [];

  /** Marks them ended, then tells the listeners (the chat hub closes their sockets). */
  async function ended(sessionIds: readonly string[]): Promise<void> {
    await announce(sessionIds);
    for (const listener of endedListeners) listener(sessionIds);
  }

  /** Marks ended sessions in Redis until every access token they issued has expired anyway. */
  async function announce(sessionIds: readonly string[]): Promise<void> {
    if (!redis || sessionIds.length === 0) return;
    try {
      const batch = redis.multi();
      for (const id of sessionIds) batch.set(revokedKey(id), '1', 'EX', accessTokenLifetimeSeconds);
      await batch.exec();
    } catch (error) {
      log.error({ err: error, sessions: sessionIds.length }, 'ended sessions not marked in Redis');
    }
  }

  const check: SessionCheck = {
    async isLive(sessionId) {
      if (redis) {
        try {
          return (await redis.exists(revokedKey(sessionId))) === 0;
        } catch {
          // Redis does not answer: the database knows as well.
        }
      }
      return repository.familyIsLive(sessionId);
    },
  };

  return {
    check,
    async endSession(sessionId: string, reason: RevokeReason, now: Date): Promise<void> {
      await ended(await repository.revokeFamily(sessionId, reason, now));
    },
    async endAllSessions(userId: string, reason: RevokeReason, now: Date): Promise<void> {
      await ended(await repository.revokeAllFamilies(userId, reason, now));
    },
    /** Sessions whose rows ended in another module's transaction (a suspension), once it committed. */
    announceEnded: ended,
    /** Called with the ids of sessions as they end (after they are marked ended). */
    onEnded(listener: (sessionIds: readonly string[]) => void): void {
      endedListeners.push(listener);
    },
  };
}

export type SessionRevocations = ReturnType<typeof createSessionRevocations>;
