import { randomUUID } from 'node:crypto';
import type { Language, Me, updateMeRequest } from '@krov/contracts';
import type { z } from 'zod';
import type { PasswordHasher } from '../../platform/auth/passwords.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import { AppError, fieldError } from '../../platform/errors/app-error.ts';
import type { Outbox } from '../../platform/mail/outbox.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { type AccountsRepository, isUniqueViolation, type UserRow } from './accounts.repository.ts';
import { createCodeDelivery } from './code-delivery.ts';
import { toProfilePhoto } from './profile-photo.ts';
import type { SessionRevocations } from './session-revocations.ts';
import type { VerificationCodes } from './verification-codes.ts';

interface Dependencies {
  repository: AccountsRepository;
  codes: VerificationCodes;
  passwords: PasswordHasher;
  outbox: Outbox;
  storage: ObjectStorage;
  clock: Clock;
  /** Turns a storage key into the address clients load it from. */
  fileUrl(key: string): string;
  /** A password change or reset ends every session, its access tokens at once. */
  revocations: Pick<SessionRevocations, 'endAllSessions'>;
  /** The user's agency for the profile (`me.agency`), from the agencies module's facts. */
  agencyOf(userId: string): Promise<Me['agency']>;
}

export interface Registration {
  name: string;
  email: string;
  phoneNumber: string;
  password: string;
  language: Language;
}

/** A profile update as PUT /api/users/me's body parses it (the confirmation already checked there). */
export type ProfileChanges = Omit<z.output<typeof updateMeRequest>, 'newPasswordConfirmation'>;

export function createAccountsService(deps: Dependencies) {
  const { repository, codes, passwords, outbox, clock, revocations } = deps;

  async function requireUser(userId: string): Promise<UserRow> {
    const user = await repository.userById(userId);
    if (!user) throw new AppError('Unauthorized');
    return user;
  }

  const { mailCode, textCode, sendEmailCode, sendPhoneCode, takeTurn } = createCodeDelivery({
    repository,
    codes,
    outbox,
    clock,
  });

  async function assertPhoneFree(phoneNumber: string, userId?: string): Promise<void> {
    const owner = await repository.userByVerifiedPhone(phoneNumber);
    if (owner && owner.id !== userId) throw new AppError('PhoneNumberAlreadyInUse');
  }

  async function assertEmailFree(email: string, userId?: string): Promise<void> {
    const owner = await repository.userByEmail(email);
    if (owner && owner.id !== userId) throw fieldError('email', 'EmailInUse');
  }

  return {
    async toMe(user: UserRow): Promise<Me> {
      return {
        id: user.id,
        name: user.name,
        email: user.email,
        emailVerified: user.emailVerifiedAt !== null,
        pendingEmail: user.pendingEmail,
        phoneNumber: user.phoneNumber,
        phoneNumberVerified: user.phoneNumberVerifiedAt !== null,
        pendingPhoneNumber: user.pendingPhoneNumber,
        profileImage: user.profileImage ? deps.fileUrl(user.profileImage) : null,
        language: user.language,
        role: user.role,
        agency: await deps.agencyOf(user.id),
      };
    },

    requireUser,

    /** A new, unverified account; its e-mail code goes out at once. A double submit answers EmailInUse. */
    async register(input: Registration): Promise<UserRow> {
      await assertEmailFree(input.email);
      await assertPhoneFree(input.phoneNumber);
      let user: UserRow;
      try {
        user = await repository.insertUser({
          name: input.name,
          email: input.email,
          phoneNumber: input.phoneNumber,
          passwordHash: await passwords.hash(input.password),
          language: input.language,
        });
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_unique')) throw fieldError('email', 'EmailInUse');
        throw error;
      }
      await sendEmailCode(user, 'verifyEmail', user.email);
      return user;
    },

    /**
     * Confirms an e-mail address: the registration address, or (for a logged-in user) the new
     * address of an e-mail change. Unknown addresses answer like a wrong code.
     */
    async verifyEmail(email: string, code: string, callerId: string | null): Promise<void> {
      const caller = callerId ? await repository.userById(callerId) : undefined;
      const user = caller?.pendingEmail === email ? caller : await repository.userByEmail(email);
      if (!user) throw new AppError('InvalidOrExpiredCode');
      const used = await codes.check(user.id, 'verify-email', code, true);
      if (used.target !== email) throw new AppError('InvalidOrExpiredCode');
      const now = clock.now();
      if (user.email === email) {
        await repository.updateUser(user.id, { emailVerifiedAt: user.emailVerifiedAt ?? now });
        return;
      }
      try {
        await repository.updateUser(user.id, { email, emailVerifiedAt: now, pendingEmail: null });
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_unique')) throw fieldError('email', 'EmailInUse');
        throw error;
      }
    },

    /**
     * A new registration code. The answer is the same for every address (an unknown one, one
     * already verified): only the owner's mailbox learns anything (docs/decisions/124).
     */
    async resendEmailCode(email: string, callerId: string | null): Promise<void> {
      const caller = callerId ? await repository.userById(callerId) : undefined;
      if (caller?.pendingEmail === email) return sendEmailCode(caller, 'changeEmail', email);
      await takeTurn(email, 'verify-email');
      const user = await repository.userByEmail(email);
      if (!user || user.emailVerifiedAt) return;
      await sendEmailCode(user, 'verifyEmail', email);
    },

    /** A reset code, answered alike whether or not an account has the address (decision 124). */
    async requestPasswordReset(email: string): Promise<void> {
      await takeTurn(email, 'reset-password');
      const user = await repository.userByEmail(email);
      if (!user) return;
      await sendEmailCode(user, 'resetPassword', email);
    },

    async checkPasswordResetCode(email: string, code: string): Promise<void> {
      const user = await repository.userByEmail(email);
      if (!user) throw new AppError('InvalidOrExpiredCode');
      await codes.check(user.id, 'reset-password', code, false);
    },

    /** Sets the new password and ends every session; the code proves the address, so it counts as verified. */
    async resetPassword(email: string, code: string, password: string): Promise<void> {
      const user = await repository.userByEmail(email);
      if (!user) throw new AppError('InvalidOrExpiredCode');
      await codes.check(user.id, 'reset-password', code, true);
      const now = clock.now();
      await repository.updateUser(user.id, {
        passwordHash: await passwords.hash(password),
        emailVerifiedAt: user.emailVerifiedAt ?? now,
      });
      await revocations.endAllSessions(user.id, 'password-reset', now);
    },

    /** Sends a code to the given number (or the account's own): an unverified number is replaced at once. */
    async requestPhoneCode(userId: string, phoneNumber: string | undefined): Promise<void> {
      const user = await requireUser(userId);
      const target = phoneNumber ?? user.pendingPhoneNumber ?? user.phoneNumber;
      if (!target) throw fieldError('phoneNumber', 'Required');
      if (user.phoneNumberVerifiedAt && target === user.phoneNumber) throw new AppError('ActionForbidden');
      await assertPhoneFree(target, user.id);
      // The code goes out before the number is stored, so a refused resend
      // (CodeResendTimeoutSms) leaves the account as it was.
      await sendPhoneCode(user, target);
      if (target !== user.phoneNumber && target !== user.pendingPhoneNumber) {
        await repository.updateUser(
          user.id,
          user.phoneNumberVerifiedAt ? { pendingPhoneNumber: target } : { phoneNumber: target },
        );
      }
    },

    async verifyPhone(userId: string, code: string): Promise<void> {
      const user = await requireUser(userId);
      const used = await codes.check(user.id, 'verify-phone', code, true);
      const expected = user.phoneNumberVerifiedAt ? user.pendingPhoneNumber : user.phoneNumber;
      if (used.target !== expected) throw new AppError('InvalidOrExpiredCode');
      await assertPhoneFree(used.target, user.id);
      try {
        await repository.updateUser(user.id, {
          phoneNumber: used.target,
          phoneNumberVerifiedAt: clock.now(),
          pendingPhoneNumber: null,
        });
      } catch (error) {
        if (isUniqueViolation(error, 'users_verified_phone_unique'))
          throw new AppError('PhoneNumberAlreadyInUse');
        throw error;
      }
    },

    /**
     * Name and password change at once; a new e-mail or number waits for its code.
     * Answers whether the password changed, so the caller can start a fresh session.
     */
    async updateProfile(userId: string, changes: ProfileChanges): Promise<{ passwordChanged: boolean }> {
      let user = await requireUser(userId);
      if (changes.newPassword !== undefined) {
        const valid = await passwords.verify(user.passwordHash, changes.currentPassword ?? '');
        if (!valid) throw fieldError('currentPassword', 'Invalid');
      }
      const emailChange =
        changes.email !== undefined && changes.email !== user.email ? changes.email : undefined;
      if (emailChange) await assertEmailFree(emailChange, user.id);
      const phoneChange =
        changes.phoneNumber !== undefined && changes.phoneNumber !== user.phoneNumber
          ? changes.phoneNumber
          : undefined;
      if (phoneChange) await assertPhoneFree(phoneChange, user.id);

      // Codes are issued before anything is written: one that may not be sent yet (the 60 s
      // resend wait) refuses the whole request, instead of answering 429 after the name and
      // password had changed and every session (the caller's too) had ended.
      const emailCode = emailChange ? await codes.issue(user.id, 'verify-email', emailChange) : undefined;
      const phoneCode = phoneChange ? await codes.issue(user.id, 'verify-phone', phoneChange) : undefined;

      const now = clock.now();
      user =
        (await repository.updateUser(user.id, {
          ...(changes.name !== undefined ? { name: changes.name } : {}),
          ...(changes.newPassword !== undefined
            ? { passwordHash: await passwords.hash(changes.newPassword) }
            : {}),
          ...(emailChange ? { pendingEmail: emailChange } : {}),
          ...(phoneChange
            ? user.phoneNumberVerifiedAt
              ? { pendingPhoneNumber: phoneChange }
              : { phoneNumber: phoneChange }
            : {}),
        })) ?? user;
      if (changes.newPassword !== undefined)
        await revocations.endAllSessions(user.id, 'password-change', now);
      if (emailChange && emailCode) await mailCode(user, 'changeEmail', emailChange, emailCode);
      if (phoneChange && phoneCode) await textCode(user, phoneChange, phoneCode);
      return { passwordChanged: changes.newPassword !== undefined };
    },

    async updateLanguage(userId: string, language: Language): Promise<void> {
      await requireUser(userId);
      await repository.updateUser(userId, { language });
    },

    /** Stores a new profile photo (a clean WebP) and removes the old one. */
    async setPhoto(userId: string, upload: Buffer): Promise<UserRow> {
      const user = await requireUser(userId);
      const photo = await toProfilePhoto(upload);
      const key = `profile/${randomUUID()}.webp`;
      await deps.storage.put(key, photo, 'image/webp');
      const updated = await repository.updateUser(user.id, { profileImage: key });
      if (user.profileImage) await deps.storage.delete(user.profileImage);
      return updated ?? user;
    },

    async removePhoto(userId: string): Promise<UserRow> {
      const user = await requireUser(userId);
      if (!user.profileImage) return user;
      const updated = await repository.updateUser(user.id, { profileImage: null });
      await deps.storage.delete(user.profileImage);
      return updated ?? user;
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
