import { hashCode, randomCode, sameSecret } from '../../platform/auth/secrets.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { AccountsRepository, CodePurpose, CodeRow } from './accounts.repository.ts';

/** docs/product/DECISIONS.md, "Numbers": 6 digits, valid 15 min, 5 wrong tries burn the code, resend after 60 s. */
export const codeRules = {
  validMinutes: 15,
  maxAttempts: 5,
  resendAfterSeconds: 60,
} as const;

export interface VerificationCodes {
  /** Makes a new code (the old one stops working) unless the last one is younger than 60 s. */
  issue(userId: string, purpose: CodePurpose, target: string): Promise<string>;
  /** The open code if `code` matches it; counts a wrong try otherwise. Consuming makes it single-use. */
  check(userId: string, purpose: CodePurpose, code: string, consume: boolean): Promise<CodeRow>;
}

export function createVerificationCodes(repository: AccountsRepository, clock: Clock, secret: string) {
  return {
    async issue(userId, purpose, target) {
      const now = clock.now();
      const latest = await repository.latestCode(userId, purpose);
      if (latest && now.getTime() - latest.createdAt.getTime() < codeRules.resendAfterSeconds * 1000) {
        throw new AppError(purpose === 'verify-phone' ? 'CodeResendTimeoutSms' : 'CodeResendTimeoutEmail');
      }
      const code = randomCode();
      await repository.replaceCode({
        userId,
        purpose,
        target,
        codeHash: hashCode(secret, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + codeRules.validMinutes * 60_000),
      });
      return code;
    },

    async check(userId, purpose, code, consume) {
      const now = clock.now();
      const open = await repository.openCode(userId, purpose, now);
      if (!open) throw new AppError('InvalidOrExpiredCode');
      if (!sameSecret(open.codeHash, hashCode(secret, code))) {
        await repository.countWrongTry(open.id, codeRules.maxAttempts, now);
        throw new AppError('InvalidOrExpiredCode');
      }
      if (consume && !(await repository.consumeCode(open.id, now)))
        throw new AppError('InvalidOrExpiredCode');
      return open;
    },
  } satisfies VerificationCodes;
}
