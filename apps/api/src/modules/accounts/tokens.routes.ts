import {
  errorResponse,
  loginRequest,
  logoutRequest,
  refreshTokenRequest,
  registerRequest,
  tokenResponse,
} from '@krov/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type CookieSettings,
  clearAuthCookies,
  refreshCookieName,
  setAuthCookies,
} from '../../platform/auth/cookies.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { deviceIdOf } from '../../platform/http/device-id.ts';
import { type RateLimits, routeRateLimit } from '../../platform/http/rate-limits.ts';
import type { AccountsService } from './accounts.service.ts';
import type { Session, SessionsService } from './sessions.service.ts';

interface Options {
  accounts: AccountsService;
  sessions: SessionsService;
  cookies: CookieSettings;
  rateLimits: RateLimits;
}

const tags = ['tokens'];
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  409: errorResponse,
  429: errorResponse,
};

/** Mobile apps cannot read httpOnly cookies: they ask for the refresh token in the body. */
const wantsBodyTokens = (request: FastifyRequest) => request.headers['x-token-delivery'] === 'body';

export const tokensRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { accounts, sessions, cookies } = options;

  function answerSession(request: FastifyRequest, reply: FastifyReply, session: Session) {
    setAuthCookies(reply, cookies, session);
    return wantsBodyTokens(request)
      ? { accessToken: session.accessToken, refreshToken: session.refreshToken }
      : { accessToken: session.accessToken };
  }

  app.post(
    '/api/tokens/login',
    {
      config: { rateLimit: routeRateLimit(options.rateLimits.login) },
      schema: {
        tags,
        summary: 'Log in with e-mail or verified phone number and password',
        body: loginRequest,
        response: { 200: tokenResponse, ...errors },
      },
    },
    async (request, reply) => {
      const device = { id: deviceIdOf(request), userAgent: request.headers['user-agent'] };
      const { emailOrPhoneNumber, password } = request.body;
      return answerSession(request, reply, await sessions.login(emailOrPhoneNumber, password, device));
    },
  );

  app.post(
    '/api/tokens/register',
    {
      config: { rateLimit: routeRateLimit(options.rateLimits.register) },
      schema: {
        tags,
        summary: 'Create an account; a code is e-mailed to verify the address',
        body: registerRequest,
        response: {
          201: z.object({ id: z.string(), email: z.string(), resendAfterSeconds: z.number() }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const language =
        request.body.language ?? (request.headers['accept-language']?.startsWith('en') ? 'en' : 'bs');
      const user = await accounts.register({ ...request.body, language });
      return reply.status(201).send({ id: user.id, email: user.email, resendAfterSeconds: 60 });
    },
  );

  app.post(
    '/api/tokens/refresh-token',
    {
      config: { rateLimit: routeRateLimit(options.rateLimits.refresh) },
      schema: {
        tags,
        summary: 'Exchange the refresh token (cookie, or body for apps) for a new access token',
        body: refreshTokenRequest.optional(),
        response: { 200: tokenResponse, ...errors },
      },
    },
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
  );

  app.post(
    '/api/tokens/logout',
    {
      schema: {
        tags,
        summary: 'End this session (its whole refresh-token family)',
        body: logoutRequest.optional(),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await sessions.end(request.body?.refreshToken ?? request.cookies[refreshCookieName]);
      clearAuthCookies(reply, cookies);
      return reply.status(204).send(null);
    },
  );
};
