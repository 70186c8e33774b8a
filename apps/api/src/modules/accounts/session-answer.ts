import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CookieSettings, setAuthCookies } from '../../platform/auth/cookies.ts';
import type { Session } from './sessions.service.ts';

/**
 * Mobile apps cannot read httpOnly cookies: they ask for the refresh token in the body. A browser
 * never gets it there (it always sends Origin on these POSTs): script on a page, even the web's own
 * origin, must not be able to read a 30-day token (docs/decisions/122-tokens-in-a-body.md).
 */
const wantsBodyTokens = (request: FastifyRequest) =>
  request.headers['x-token-delivery'] === 'body' && request.headers.origin === undefined;

/** A login's answer, the same for every way in (password, passkey, refresh): the cookies and the token answer. */
export function answerSession(
  request: FastifyRequest,
  reply: FastifyReply,
  cookies: CookieSettings,
  session: Session,
) {
  setAuthCookies(reply, cookies, session);
  return wantsBodyTokens(request)
    ? { accessToken: session.accessToken, refreshToken: session.refreshToken }
    : { accessToken: session.accessToken };
}
