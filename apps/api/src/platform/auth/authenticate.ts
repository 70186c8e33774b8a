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
    /**
     * preValidation of an 'admin' endpoint: sets request.auth like identifyUser, and answers a
     * logged-in caller whose stored role is not admin NotFound, before the request is validated.
     */
    screenAdmin(request: FastifyRequest): Promise<void>;
  }
}

/** Whether a session still stands (not ended by a logout, a password change or a token reuse). */
export interface SessionCheck {
  isLive(sessionId: string): Promise<boolean>;
}

/** Whether a user's stored role is admin (read at every request: a role taken away counts at once). */
export interface AdminCheck {
  isAdmin(userId: string): Promise<boolean>;
}

/** The web sends the httpOnly cookie; mobile apps send `Authorization: Bearer`. */
function presentedToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim();
  return request.cookies[accessCookieName];
}

export const authenticationPlugin = fp(
  async (
    app: FastifyInstance,
    options: { tokens: AccessTokens; sessions: SessionCheck; admins: AdminCheck },
  ) => {
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
    // The admin area never admits it exists (docs/decisions/142, 195): a logged-in non-admin learns
    // nothing from it, not even its schemas; a logged-out caller is asked to log in (the route's
    // preHandler) after validation, as on every 'user' endpoint.
    app.decorate('screenAdmin', async (request: FastifyRequest) => {
      request.auth = await caller(request);
      if (request.auth && !(await options.admins.isAdmin(request.auth.userId)))
        throw new AppError('NotFound');
    });
  },
);

/** The caller of a route guarded by requireUser. */
export function currentUserId(request: FastifyRequest): string {
  if (!request.auth) throw new AppError('Unauthorized');
  return request.auth.userId;
}
