import { errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../clock/clock.ts';

export const accessTokenLifetimeSeconds = 15 * 60;

/** An id as the database makes them (uuid): users and sessions. */
const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AccessTokenClaims {
  userId: string;
  role: 'user' | 'admin';
  /** The session it was issued for (its refresh-token family): ended, the token stops working. */
  sessionId: string;
}

export interface AccessTokens {
  issue(claims: AccessTokenClaims): Promise<string>;
  /** The claims of a valid token, or null for an invalid or expired one. */
  verify(token: string): Promise<AccessTokenClaims | null>;
}

/** Short-lived JWTs (HS256): stateless, so every api instance can check them. */
export function createAccessTokens(secret: string, clock: Clock): AccessTokens {
  const key = new TextEncoder().encode(`access:${secret}`);
  return {
    async issue({ userId, role, sessionId }) {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ role, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt(now)
        .setExpirationTime(now + accessTokenLifetimeSeconds)
        .setIssuer('krov')
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: 'krov',
          currentDate: clock.now(),
        });
        const role = payload.role === 'admin' ? 'admin' : 'user';
        // Only our own ids: a token signed with the key but naming anything else (a leaked key's
        // forgery, an old format without a session) is no token, 401, never a query with a bad id.
        const { sub, sid } = payload;
        if (typeof sub !== 'string' || !uuidShape.test(sub)) return null;
        if (typeof sid !== 'string' || !uuidShape.test(sid)) return null;
        return { userId: sub, role, sessionId: sid };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
