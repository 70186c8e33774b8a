import { tokenEndpoints } from '@krov/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type CookieSettings,
  clearAuthCookies,
  refreshCookieName,
  setAuthCookies,
} from '../../platform/auth/cookies.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { deviceIdOf } from '../../platform/http/device-id.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import { type RateLimits, routeRateLimit } from '../../platform/http/rate-limits.ts';
import type { AccountsService } from './accounts.service.ts';
import type { Session, SessionsService } from './sessions.service.ts';
import { codeRules } from './verification-codes.ts';

interface Options {
  accounts: AccountsService;
  sessions: SessionsService;
  cookies: CookieSettings;
  rateLimits: RateLimits;
}

/**
 * Mobile apps cannot read httpOnly cookies: they ask for the refresh token in the body. A browser
 * never gets it there (it always sends Origin on these POSTs): script on a page, even the web's own
 * origin, must not be able to read a 30-day token (docs/decisions/122-tokens-in-a-body.md).
 */
const wantsBodyTokens = (request: FastifyRequest) =>
  request.headers['x-token-delivery'] === 'body' && request.headers.origin === undefined;

export async function tokensRoutes(app: FastifyInstance, options: Options) {
  const { accounts, sessions, cookies } = options;
  const limited = (limit: keyof RateLimits) => ({
    config: { rateLimit: routeRateLimit(options.rateLimits[limit]) },
  });

  function answerSession(request: FastifyRequest, reply: FastifyReply, session: Session) {
    setAuthCookies(reply, cookies, session);
    return wantsBodyTokens(request)
      ? { accessToken: session.accessToken, refreshToken: session.refreshToken }
      : { accessToken: session.accessToken };
  }

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

  route(app, tokenEndpoints.logout, async (request, reply) => {
    await sessions.end(request.body?.refreshToken ?? request.cookies[refreshCookieName]);
    clearAuthCookies(reply, cookies);
    return undefined;
  });
}
