import {
  codeSentResponse,
  errorResponse,
  forgotPasswordRequest,
  forgotPasswordVerifyCodeRequest,
  meResponse,
  resendEmailCodeRequest,
  resetPasswordRequest,
  updateLanguageRequest,
  updateMeRequest,
  userAgency,
  verifyEmailCodeRequest,
  verifyPhoneCodeRequest,
  verifyPhoneRequest,
} from '@krov/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserId } from '../../platform/auth/authenticate.ts';
import { type CookieSettings, setAuthCookies } from '../../platform/auth/cookies.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { type RateLimits, routeRateLimit } from '../../platform/http/rate-limits.ts';
import { maxUploadBytes } from '../../platform/http/uploads.ts';
import type { AccountsService } from './accounts.service.ts';
import type { SessionsService } from './sessions.service.ts';
import { codeRules } from './verification-codes.ts';

interface Options {
  accounts: AccountsService;
  sessions: SessionsService;
  cookies: CookieSettings;
  rateLimits: RateLimits;
}

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  413: errorResponse,
  415: errorResponse,
  429: errorResponse,
};
const noContent = { 204: z.null(), ...errors };
const codeSent = { 200: codeSentResponse, ...errors };
const sent = { resendAfterSeconds: codeRules.resendAfterSeconds };

export const usersRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { accounts } = options;
  const codeLimit = { rateLimit: routeRateLimit(options.rateLimits.codes) };
  const me = async (userId: string) => accounts.toMe(await accounts.requireUser(userId));

  // ---- the current user ----
  app.get(
    '/api/users/me',
    {
      preHandler: app.requireUser,
      schema: { tags: ['me'], summary: 'The logged-in user', response: { 200: meResponse, ...errors } },
    },
    async (request) => me(currentUserId(request)),
  );

  app.put(
    '/api/users/me',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['me'],
        summary: 'Change name, password, e-mail or phone number (the last two after a code)',
        body: updateMeRequest,
        response: { 200: meResponse, ...errors },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      const { passwordChanged } = await accounts.updateProfile(userId, request.body);
      // A new password ended every session; this client keeps working with a fresh one.
      if (passwordChanged) {
        const session = await options.sessions.start(await accounts.requireUser(userId), null);
        setAuthCookies(reply, options.cookies, session);
      }
      return me(userId);
    },
  );

  app.post(
    '/api/users/me/photo',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['me'],
        summary: 'Upload a profile photo (multipart field "photo": JPEG, PNG or WebP)',
        consumes: ['multipart/form-data'],
        response: { 200: meResponse, ...errors },
      },
    },
    async (request) => {
      const file = await request.file({ limits: { fileSize: maxUploadBytes, files: 1 } });
      if (!file) throw new AppError('BadRequest');
      const bytes = await file.toBuffer();
      return accounts.toMe(await accounts.setPhoto(currentUserId(request), bytes));
    },
  );

  app.delete(
    '/api/users/me/photo',
    {
      preHandler: app.requireUser,
      schema: { tags: ['me'], summary: 'Remove the profile photo', response: { 200: meResponse, ...errors } },
    },
    async (request) => accounts.toMe(await accounts.removePhoto(currentUserId(request))),
  );

  app.get(
    '/api/users/me/agency',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['me'],
        summary: "The user's agency, or null for a user in no agency",
        response: { 200: userAgency, ...errors },
      },
    },
    async (request) => (await me(currentUserId(request))).agency,
  );

  app.put(
    '/api/users/me/update-language',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['me'],
        summary: 'Set the language of e-mails and SMS',
        body: updateLanguageRequest,
        response: noContent,
      },
    },
    async (request, reply) => {
      await accounts.updateLanguage(currentUserId(request), request.body.language);
      return reply.status(204).send(null);
    },
  );

  // ---- e-mail verification (registration, or an e-mail change when logged in) ----
  app.post(
    '/api/users/verify-email/verify-code',
    {
      preHandler: app.identifyUser,
      config: codeLimit,
      schema: {
        tags: ['verification'],
        summary: 'Confirm an e-mail address with its code',
        body: verifyEmailCodeRequest,
        response: noContent,
      },
    },
    async (request, reply) => {
      await accounts.verifyEmail(request.body.email, request.body.code, request.auth?.userId ?? null);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/users/verify-email/resend',
    {
      preHandler: app.identifyUser,
      config: codeLimit,
      schema: {
        tags: ['verification'],
        summary: 'Send a new e-mail code',
        body: resendEmailCodeRequest,
        response: codeSent,
      },
    },
    async (request) => {
      await accounts.resendEmailCode(request.body.email, request.auth?.userId ?? null);
      return sent;
    },
  );

  // ---- forgotten password ----
  app.post(
    '/api/users/forgot-password/request',
    {
      config: codeLimit,
      schema: {
        tags: ['verification'],
        summary: 'E-mail a password reset code',
        body: forgotPasswordRequest,
        response: codeSent,
      },
    },
    async (request) => {
      await accounts.requestPasswordReset(request.body.email);
      return sent;
    },
  );

  app.post(
    '/api/users/forgot-password/verify-code',
    {
      config: codeLimit,
      schema: {
        tags: ['verification'],
        summary: 'Check a password reset code before asking for the new password',
        body: forgotPasswordVerifyCodeRequest,
        response: noContent,
      },
    },
    async (request, reply) => {
      await accounts.checkPasswordResetCode(request.body.email, request.body.code);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/users/forgot-password/reset-password',
    {
      config: codeLimit,
      schema: {
        tags: ['verification'],
        summary: 'Set a new password with the code; every session ends',
        body: resetPasswordRequest,
        response: noContent,
      },
    },
    async (request, reply) => {
      await accounts.resetPassword(request.body.email, request.body.code, request.body.password);
      return reply.status(204).send(null);
    },
  );

  // ---- phone verification ----
  app.post(
    '/api/users/verify-phone-number/request',
    {
      preHandler: app.requireUser,
      config: codeLimit,
      schema: {
        tags: ['verification'],
        summary: 'Send an SMS code to the phone number',
        body: verifyPhoneRequest.optional(),
        response: codeSent,
      },
    },
    async (request) => {
      await accounts.requestPhoneCode(currentUserId(request), request.body?.phoneNumber);
      return sent;
    },
  );

  app.post(
    '/api/users/verify-phone-number/verify-code',
    {
      preHandler: app.requireUser,
      config: codeLimit,
      schema: {
        tags: ['verification'],
        summary: 'Confirm the phone number with its SMS code',
        body: verifyPhoneCodeRequest,
        response: noContent,
      },
    },
    async (request, reply) => {
      await accounts.verifyPhone(currentUserId(request), request.body.code);
      return reply.status(204).send(null);
    },
  );
};
