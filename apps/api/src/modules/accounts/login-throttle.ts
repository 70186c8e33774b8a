import { sql } from 'drizzle-orm';
import { hmacOf } from '../../platform/auth/secrets.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { RetryLaterError } from '../../platform/errors/app-error.ts';
import { loginThrottle } from './accounts.schema.ts';

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
  const { freeAttempts, maxDelaySeconds, forgetAfterSeconds } = loginThrottleRules;

  return {
    /**
     * Counts an attempt for the name, or refuses it with the seconds still to wait (RetryLaterError).
     * One statement: attempts racing from many addresses each take their own turn.
     */
    async attempt(accountName: string): Promise<void> {
      const account = keyOf(accountName);
      const now = clock.now().toISOString();
      const result = await db.execute(sql`
        insert into ${loginThrottle} (account, attempts, last_attempt_at)
        values (${account}, 1, ${now}::timestamptz)
        on conflict (account) do update set
          attempts = case
            when ${loginThrottle.lastAttemptAt} < ${now}::timestamptz - make_interval(secs => ${forgetAfterSeconds})
            then 1 else ${loginThrottle.attempts} + 1 end,
          last_attempt_at = ${now}::timestamptz
        where ${loginThrottle.lastAttemptAt} < ${now}::timestamptz - make_interval(secs => ${forgetAfterSeconds})
          or ${loginThrottle.attempts} < ${freeAttempts}
          or ${loginThrottle.lastAttemptAt} <= ${now}::timestamptz
            - make_interval(secs => least(power(2, ${loginThrottle.attempts} - ${freeAttempts}), ${maxDelaySeconds}))
        returning attempts`);
      if (rowsOf(result).length > 0) return;
      const [state] = rowsOf<{ attempts: number; last_attempt_at: string | Date }>(
        await db.execute(
          sql`select attempts, last_attempt_at from ${loginThrottle} where account = ${account}`,
        ),
      );
      const waitedMs = state ? clock.now().getTime() - new Date(state.last_attempt_at).getTime() : 0;
      const delaySeconds = state ? delaySecondsAfter(state.attempts) : 1;
      throw new RetryLaterError(delaySeconds - waitedMs / 1000);
    },

    /** A login succeeded: the name starts afresh. */
    async succeeded(accountName: string): Promise<void> {
      await db.execute(sql`delete from ${loginThrottle} where account = ${keyOf(accountName)}`);
    },
  };
}

function rowsOf<T = unknown>(result: unknown): T[] {
  // node-postgres and PGlite both answer { rows }.
  return (result as { rows: T[] }).rows;
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
