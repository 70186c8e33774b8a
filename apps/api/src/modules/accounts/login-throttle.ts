import { hmacOf } from '../../platform/auth/secrets.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { RetryLaterError } from '../../platform/errors/app-error.ts';
import { createLoginThrottleRepository } from './login-throttle.repository.ts';

/** docs/decisions/127-login-throttle-per-account.md */
export const loginThrottleRules = {
  /** Attempts an account name gets without waiting. */
  freeAttempts: 5,
  /** The longest wait between two attempts (the delays double up to it: 1 s, 2 s, 4 s …). */
  maxDelaySeconds: 15 * 60,
  /** Attempts this old are forgotten. */
  forgetAfterSeconds: 60 * 60,
};

/** The wait after `attempts` attempts since the last success. */
export function delaySecondsAfter(attempts: number): number {
  if (attempts < loginThrottleRules.freeAttempts) return 0;
  return Math.min(2 ** (attempts - loginThrottleRules.freeAttempts), loginThrottleRules.maxDelaySeconds);
}

/**
 * Logins paced per account name, on top of the limit per address: from any number of addresses,
 * after five attempts each further one waits longer (up to 15 minutes). Kept in the database, so
 * every instance counts together; the name is kept as a keyed hash, and an unknown name is paced
 * exactly like a known one (its 429 tells nothing). Never a lockout: the wait ends by itself, and
 * a device the account has logged in from before is not paced (its owner always gets in).
 */
export function createLoginThrottle({ db, clock, secret }: { db: Database; clock: Clock; secret: string }) {
  const keyOf = (accountName: string) => hmacOf(secret, `login:${accountName}`);
  const repository = createLoginThrottleRepository(db);

  return {
    /** Counts an attempt for the name, or refuses it with the seconds still to wait (RetryLaterError). */
    async attempt(accountName: string): Promise<void> {
      const account = keyOf(accountName);
      const now = clock.now();
      if (await repository.takeTurn(account, now, loginThrottleRules)) return;
      const state = await repository.state(account);
      const waitedMs = state ? now.getTime() - state.lastAttemptAt.getTime() : 0;
      const delaySeconds = state ? delaySecondsAfter(state.attempts) : 1;
      throw new RetryLaterError(delaySeconds - waitedMs / 1000);
    },

    /** A login succeeded: the name starts afresh. */
    async succeeded(accountName: string): Promise<void> {
      await repository.forget(keyOf(accountName));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
