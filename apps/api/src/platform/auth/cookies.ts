import { accessCookieName, refreshCookieName, sessionHintCookieName } from '@krov/contracts/session-cookies';
import type { FastifyReply } from 'fastify';
import { accessTokenLifetimeSeconds } from './access-tokens.ts';

export { accessCookieName, refreshCookieName, sessionHintCookieName };
export const refreshTokenLifetimeSeconds = 30 * 24 * 60 * 60;
/** The refresh cookie travels only to the token endpoints, not with every api call. */
const refreshCookiePath = '/api/tokens';

export interface CookieSettings {
  secure: boolean;
  domain: string | undefined;
}

export function setAuthCookies(
  reply: FastifyReply,
  settings: CookieSettings,
  tokens: { accessToken: string; refreshToken: string },
): void {
  const base = { httpOnly: true, sameSite: 'lax' as const, secure: settings.secure, domain: settings.domain };
  reply.setCookie(accessCookieName, tokens.accessToken, {
    ...base,
    path: '/',
    maxAge: accessTokenLifetimeSeconds,
  });
  reply.setCookie(refreshCookieName, tokens.refreshToken, {
    ...base,
    path: refreshCookiePath,
    maxAge: refreshTokenLifetimeSeconds,
  });
  // No secret in it: only the web's proxy reads that it exists (contracts/session-cookies.ts).
  reply.setCookie(sessionHintCookieName, '1', { ...base, path: '/', maxAge: refreshTokenLifetimeSeconds });
}

export function clearAuthCookies(reply: FastifyReply, settings: CookieSettings): void {
  const base = { httpOnly: true, sameSite: 'lax' as const, secure: settings.secure, domain: settings.domain };
  reply.clearCookie(accessCookieName, { ...base, path: '/' });
  reply.clearCookie(refreshCookieName, { ...base, path: refreshCookiePath });
  reply.clearCookie(sessionHintCookieName, { ...base, path: '/' });
}
