import { verificationEndpoints as codes, meEndpoints } from '@krov/contracts';
import type { FastifyInstance } from 'fastify';
import { currentUserId } from '../../platform/auth/authenticate.ts';
import { type CookieSettings, setAuthCookies } from '../../platform/auth/cookies.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import { readingMultipart } from '../../platform/http/multipart-failure.ts';
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

const sent = { resendAfterSeconds: codeRules.resendAfterSeconds };

export async function usersRoutes(app: FastifyInstance, options: Options) {
  const { accounts } = options;
  const codeLimit = { config: { rateLimit: routeRateLimit(options.rateLimits.codes) } };
  const me = async (userId: string) => accounts.toMe(await accounts.requireUser(userId));

  // ---- the current user ----
  route(app, meEndpoints.me, async (request) => me(currentUserId(request)));

  route(app, meEndpoints.updateMe, async (request, reply) => {
    const userId = currentUserId(request);
    const { passwordChanged } = await accounts.updateProfile(userId, request.body);
    // A new password ended every session; this client keeps working with a fresh one.
    if (passwordChanged) {
      const session = await options.sessions.start(await accounts.requireUser(userId), null);
      setAuthCookies(reply, options.cookies, session);
    }
    return me(userId);
  });

  route(app, meEndpoints.uploadMyPhoto, async (request) => {
    if (!request.isMultipart()) throw new AppError('BadRequest');
    const bytes = await readingMultipart(async () => {
      const file = await request.file({ limits: { fileSize: maxUploadBytes, files: 1 } });
      if (!file) throw new AppError('BadRequest');
      return file.toBuffer();
    });
    return accounts.toMe(await accounts.setPhoto(currentUserId(request), bytes));
  });

  route(app, meEndpoints.removeMyPhoto, async (request) =>
    accounts.toMe(await accounts.removePhoto(currentUserId(request))),
  );

  route(app, meEndpoints.updateLanguage, async (request) => {
    await accounts.updateLanguage(currentUserId(request), request.body.language);
    return undefined;
  });

  // ---- e-mail verification (registration, or an e-mail change when logged in) ----
  route(
    app,
    codes.verifyEmailCode,
    async (request) => {
      await accounts.verifyEmail(request.body.email, request.body.code, request.auth?.userId ?? null);
      return undefined;
    },
    codeLimit,
  );

  route(
    app,
    codes.resendEmailCode,
    async (request) => {
      await accounts.resendEmailCode(request.body.email, request.auth?.userId ?? null);
      return sent;
    },
    codeLimit,
  );

  // ---- forgotten password ----
  route(
    app,
    codes.forgotPassword,
    async (request) => {
      await accounts.requestPasswordReset(request.body.email);
      return sent;
    },
    codeLimit,
  );

  route(
    app,
    codes.checkPasswordResetCode,
    async (request) => {
      await accounts.checkPasswordResetCode(request.body.email, request.body.code);
      return undefined;
    },
    codeLimit,
  );

  route(
    app,
    codes.resetPassword,
    async (request) => {
      await accounts.resetPassword(request.body.email, request.body.code, request.body.password);
      return undefined;
    },
    codeLimit,
  );

  // ---- phone verification ----
  route(
    app,
    codes.requestPhoneCode,
    async (request) => {
      await accounts.requestPhoneCode(currentUserId(request), request.body?.phoneNumber);
      return sent;
    },
    codeLimit,
  );

  route(
    app,
    codes.verifyPhoneCode,
    async (request) => {
      await accounts.verifyPhone(currentUserId(request), request.body.code);
      return undefined;
    },
    codeLimit,
  );
}
