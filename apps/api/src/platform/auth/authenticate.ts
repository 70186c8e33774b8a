import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error.ts';
import type { AccessTokenClaims, AccessTokens } from './access-tokens.ts';
import { accessCookieName } from './cookies.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser`: the authenticated caller. */
    auth: AccessTokenClaims | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 Unauthorized unless a valid access token came (Bearer header or cookie). */
    requireUser(request: FastifyRequest): Promise<void>;
    /** preHandler: sets request.auth when a valid token came, and lets anonymous callers through. */
    identifyUser(request: FastifyRequest): Promise<void>;
  }
}

/** Whether a session still stands (not ended by a logout, a password change or a token reuse). */
export interface SessionCheck {
  isLive(sessionId: string): Promise<boolean>;
}

/** The web sends the httpOnly cookie; mobile apps send `Authorization: Bearer`. */
function presentedToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim();
  return request.cookies[accessCookieName];
}

export const authenticationPlugin = fp(
  async (app: FastifyInstance, options: { tokens: AccessTokens; sessions: SessionCheck }) => {
    /** The claims of a valid token whose session still stands, else null. */
    async function caller(request: FastifyRequest): Promise<AccessTokenClaims | null> {
      const token = presentedToken(request);
      const claims = token ? await options.tokens.verify(token) : null;
      if (!claims) return null;
      return (await options.sessions.isLive(claims.sessionId)) ? claims : null;
    }
    app.decorateRequest('auth', null);
    app.decorate('requireUser', async (request: FastifyRequest) => {
      const claims = await caller(request);
      if (!claims) throw new AppError('Unauthorized');
      request.auth = claims;
    });
    app.decorate('identifyUser', async (request: FastifyRequest) => {
      request.auth = await caller(request);
    });
  },
);

/** The caller of a route guarded by requireUser. */
export function currentUserId(request: FastifyRequest): string {
  if (!request.auth) throw new AppError('Unauthorized');
  return request.auth.userId;
}
