import { z } from 'zod';
import {
  codeField,
  confirmationMatches,
  emailField,
  languageField,
  languages,
  nameField,
  passwordField,
  phoneNumberField,
  whenTyped,
} from './fields.ts';

export const roles = ['user', 'admin'] as const;
export const agencyStatuses = ['pending', 'approved', 'suspended'] as const;
export const agencyRoles = ['owner', 'agent'] as const;

// ---- tokens ----
export const loginRequest = z.object({
  emailOrPhoneNumber: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(128),
  /**
   * A language the person chose on this device while logged out (the web's /language): the
   * latest choice, so the account takes it (docs/decisions/176). Absent: the account keeps its own.
   */
  language: languageField.optional(),
});
export const registerRequest = z
  .object({
    name: nameField,
    email: emailField,
    phoneNumber: phoneNumberField,
    password: passwordField,
    passwordConfirmation: z.string(),
    language: languageField.optional(),
  })
  .superRefine(
    confirmationMatches('password', 'passwordConfirmation'),
    whenTyped('password', 'passwordConfirmation'),
  );
/** Mobile apps send the refresh token in the body; the web relies on the httpOnly cookie. */
export const refreshTokenRequest = z.object({ refreshToken: z.string().min(1).max(200).optional() });
export const logoutRequest = refreshTokenRequest;
export const tokenResponse = z.object({
  accessToken: z.string(),
  /** Only for clients that asked for body delivery (header x-token-delivery: body). */
  refreshToken: z.string().optional(),
});

// ---- verification codes ----
export const verifyEmailCodeRequest = z.object({ email: emailField, code: codeField });
export const resendEmailCodeRequest = z.object({ email: emailField });
export const forgotPasswordRequest = z.object({ email: emailField });
export const forgotPasswordVerifyCodeRequest = z.object({ email: emailField, code: codeField });
export const resetPasswordRequest = z
  .object({ email: emailField, code: codeField, password: passwordField, passwordConfirmation: z.string() })
  .superRefine(
    confirmationMatches('password', 'passwordConfirmation'),
    whenTyped('password', 'passwordConfirmation'),
  );
/** Without a number the code goes to the account's own (unverified) number. */
export const verifyPhoneRequest = z.object({ phoneNumber: phoneNumberField.optional() });
export const verifyPhoneCodeRequest = z.object({ code: codeField });
export const codeSentResponse = z.object({
  /** Seconds until another code may be requested. */
  resendAfterSeconds: z.number(),
});

// ---- the current user ----
export const userAgency = z
  .object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    status: z.enum(agencyStatuses),
    role: z.enum(agencyRoles),
  })
  .nullable();
export type UserAgency = z.infer<typeof userAgency>;

export const meResponse = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  /** An e-mail change waiting for its code. */
  pendingEmail: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  phoneNumberVerified: z.boolean(),
  /** A phone change waiting for its code. */
  pendingPhoneNumber: z.string().nullable(),
  profileImage: z.string().nullable(),
  language: z.enum(languages),
  role: z.enum(roles),
  agency: userAgency,
});
export type Me = z.infer<typeof meResponse>;

export const updateMeRequest = z
  .object({
    name: nameField.optional(),
    /** A new e-mail takes effect after its code (POST /api/users/verify-email/verify-code). */
    email: emailField.optional(),
    /** A new number takes effect after its code (POST /api/users/verify-phone-number/verify-code). */
    phoneNumber: phoneNumberField.optional(),
    currentPassword: z.string().max(128).optional(),
    newPassword: passwordField.optional(),
    newPasswordConfirmation: z.string().optional(),
  })
  .superRefine(
    (value, ctx) => {
      if (value.newPassword === undefined) return;
      if (!value.currentPassword) {
        ctx.addIssue({ code: 'custom', path: ['currentPassword'], params: { key: 'Required' } });
      }
      if (value.newPassword !== value.newPasswordConfirmation) {
        ctx.addIssue({
          code: 'custom',
          path: ['newPasswordConfirmation'],
          params: { key: 'PasswordConfirmationNotSame', extra: { other: 'newPassword' } },
        });
      }
    },
    whenTyped('currentPassword', 'newPassword', 'newPasswordConfirmation'),
  );

export const updateLanguageRequest = z.object({ language: languageField });

export const unreadCountResponse = z.object({ count: z.number().int().nonnegative() });
