import type { Clock } from '../../platform/clock/clock.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { Outbox } from '../../platform/mail/outbox.ts';
import { type CodeEmailTemplate, renderCodeEmail, renderCodeSms } from './account-emails.ts';
import type { AccountsRepository, CodeRequestPurpose, UserRow } from './accounts.repository.ts';
import { codeRules, type VerificationCodes } from './verification-codes.ts';

/** How verification codes reach people: issued, mailed or texted in their language, and paced. */
export function createCodeDelivery({
  repository,
  codes,
  outbox,
  clock,
}: {
  repository: Pick<AccountsRepository, 'claimCodeRequest'>;
  codes: VerificationCodes;
  outbox: Outbox;
  clock: Clock;
}) {
  async function mailCode(user: UserRow, template: CodeEmailTemplate, to: string, code: string) {
    await outbox.email(
      renderCodeEmail(template, user.language, {
        to,
        name: user.name,
        code,
        minutes: codeRules.validMinutes,
      }),
    );
  }

  async function textCode(user: UserRow, to: string, code: string) {
    await outbox.sms({ to, text: renderCodeSms(user.language, { code, minutes: codeRules.validMinutes }) });
  }

  return {
    /** A code issued beforehand (a profile change issues it before the change is stored). */
    mailCode,
    textCode,

    async sendEmailCode(user: UserRow, template: CodeEmailTemplate, to: string): Promise<void> {
      const purpose = template === 'resetPassword' ? 'reset-password' : 'verify-email';
      await mailCode(user, template, to, await codes.issue(user.id, purpose, to));
    },

    async sendPhoneCode(user: UserRow, to: string): Promise<void> {
      await textCode(user, to, await codes.issue(user.id, 'verify-phone', to));
    },

    /**
     * The address's resend timeout, kept for every address alike, whether or not an account has
     * it (CodeResendTimeoutEmail; docs/decisions/124-no-account-enumeration.md).
     */
    async takeTurn(address: string, purpose: CodeRequestPurpose): Promise<void> {
      const window = codeRules.resendAfterSeconds * 1000;
      if (!(await repository.claimCodeRequest(address.toLowerCase(), purpose, clock.now(), window))) {
        throw new AppError('CodeResendTimeoutEmail');
      }
    },
  };
}
