import { passkeyEndpoints, tokenEndpoints } from '@krov/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type CookieSettings, clearAuthCookies, refreshCookieName } from '../../platform/auth/cookies.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { deviceIdOf } from '../../platform/http/device-id.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import { type RateLimits, routeRateLimit } from '../../platform/http/rate-limits.ts';
import type { AccountsService } from './accounts.service.ts';
import type { NewDevices } from './new-devices.ts';
import { answerSession as answer } from './session-answer.ts';
import type { Session, SessionsService } from './sessions.service.ts';
import { codeRules } from './verification-codes.ts';

interface Options {
  accounts: AccountsService;
  sessions: SessionsService;
  newDevices: Pick<NewDevices, 'registeredFrom' | 'endByLink'>;
  cookies: CookieSettings;
  rateLimits: RateLimits;
}

export async function tokensRoutes(app: FastifyInstance, options: Options) {
  const { accounts, sessions, cookies } = options;
  const limited = (limit: keyof RateLimits) => ({
    config: { rateLimit: routeRateLimit(options.rateLimits[limit]) },
  });

  const answerSession = (request: FastifyRequest, reply: FastifyReply, session: Session) =>
    answer(request, reply, cookies, session);

  route(
    app,
    tokenEndpoints.login,
    async (request, reply) => {
      const device = { id: deviceIdOf(request), userAgent: request.headers['user-agent'] };
      const { emailOrPhoneNumber, password, language } = request.body;
      return answerSession(
        request,
        reply,
        await sessions.login(emailOrPhoneNumber, password, device, language),
      );
    },
    limited('login'),
  );

  route(
    app,
    tokenEndpoints.register,
    async (request) => {
      const language =
        request.body.language ?? (request.headers['accept-language']?.startsWith('en') ? 'en' : 'bs');
      const user = await accounts.register({ ...request.body, language });
      // The device that registered is not new to the account at its first login there (decision 239).
      await options.newDevices.registeredFrom(user.id, {
        id: deviceIdOf(request),
        userAgent: request.headers['user-agent'],
      });
      return { id: user.id, email: user.email, resendAfterSeconds: codeRules.resendAfterSeconds };
    },
    limited('register'),
  );

  route(
    app,
    tokenEndpoints.refreshToken,
    async (request, reply) => {
      const presented = request.body?.refreshToken ?? request.cookies[refreshCookieName];
      if (!presented) throw new AppError('CantReauthenticate');
      try {
        return answerSession(request, reply, await sessions.refresh(presented));
      } catch (error) {
        if (error instanceof AppError) clearAuthCookies(reply, cookies);
        throw error;
      }
    },
    limited('refresh'),
  );

  route(
    app,
    passkeyEndpoints.endSessionByLink,
    async (request) => {
      await options.newDevices.endByLink(request.body.token);
      return undefined;
    },
    limited('codes'),
  );

  route(app, tokenEndpoints.logout, async (request, reply) => {
    await sessions.end(request.body?.refreshToken ?? request.cookies[refreshCookieName]);
    clearAuthCookies(reply, cookies);
    return undefined;
  });
}
