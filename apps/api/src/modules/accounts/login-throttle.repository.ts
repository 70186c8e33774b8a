import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { loginThrottle } from './accounts.schema.ts';

/** The pacing of logins per account name (login-throttle.ts holds the rule). */
export function createLoginThrottleRepository(db: Database) {
  return {
    /**
     * Counts an attempt unless the name must still wait: one conditional upsert, so attempts
     * racing from many addresses each take a turn. Answers whether the attempt may go on.
     */
    async takeTurn(
      account: string,
      now: Date,
      rules: { freeAttempts: number; maxDelaySeconds: number; forgetAfterSeconds: number },
    ): Promise<boolean> {
      const at = now.toISOString();
      const { freeAttempts, maxDelaySeconds, forgetAfterSeconds } = rules;
      const result = await db.execute(sql`
        insert into ${loginThrottle} (account, attempts, last_attempt_at)
        values (${account}, 1, ${at}::timestamptz)
        on conflict (account) do update set
          attempts = case
            when ${loginThrottle.lastAttemptAt} < ${at}::timestamptz - make_interval(secs => ${forgetAfterSeconds})
            then 1 else ${loginThrottle.attempts} + 1 end,
          last_attempt_at = ${at}::timestamptz
        where ${loginThrottle.lastAttemptAt} < ${at}::timestamptz - make_interval(secs => ${forgetAfterSeconds})
          or ${loginThrottle.attempts} < ${freeAttempts}
          or ${loginThrottle.lastAttemptAt} <= ${at}::timestamptz
            - make_interval(secs => least(power(2, ${loginThrottle.attempts} - ${freeAttempts}), ${maxDelaySeconds}))
        returning attempts`);
      return rowsOf(result).length > 0;
    },

    async state(account: string): Promise<{ attempts: number; lastAttemptAt: Date } | undefined> {
      const [row] = await db
        .select({ attempts: loginThrottle.attempts, lastAttemptAt: loginThrottle.lastAttemptAt })
        .from(loginThrottle)
        .where(eq(loginThrottle.account, account));
      return row;
    },

    async forget(account: string): Promise<void> {
      await db.delete(loginThrottle).where(eq(loginThrottle.account, account));
    },
  };
}

function rowsOf(result: unknown): unknown[] {
  // node-postgres and PGlite both answer { rows }.
  return (result as { rows: unknown[] }).rows;
}
