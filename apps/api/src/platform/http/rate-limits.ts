import type { FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { accessCookieName } from '../auth/cookies.ts';

/**
 * Limits per client address on the endpoints that guess or send something: passwords (login),
 * accounts (register) and codes. Counted in Redis when REDIS_URL is set, so every instance shares them.
 */
export interface RateLimit {
  max: number;
  timeWindow: string;
}

/**
 * Whom a per-user limit counts: the access token's subject, read without checking the signature
 * (the route's own guard refuses a forged token; a forged subject only spends its own count), or
 * the client address when no token came.
 */
export function userRateLimitKey(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ')
    ? header.slice('Bearer '.length).trim()
    : request.cookies?.[accessCookieName];
  if (token) {
    try {
      const subject = decodeJwt(token).sub;
      if (subject) return `user:${subject}`;
    } catch {
      // Not a token at all: counted by address below.
    }
  }
  return `ip:${request.ip}`;
}

export interface RateLimits {
  login: RateLimit;
  register: RateLimit;
  refresh: RateLimit;
  codes: RateLimit;
  /** Per user (userRateLimitKey): messages sent, photos uploaded for them. */
  chatSend: RateLimit;
  chatUpload: RateLimit;
}

export function rateLimits(scale: number): RateLimits {
  const limit = (max: number, timeWindow: string): RateLimit => ({ max: max * scale, timeWindow });
  return {
    login: limit(10, '1 minute'),
    register: limit(5, '1 minute'),
    refresh: limit(60, '1 minute'),
    codes: limit(10, '1 minute'),
    chatSend: limit(30, '1 minute'),
    chatUpload: limit(30, '1 minute'),
  };
}

export function routeRateLimit(limit: RateLimit) {
  return { max: limit.max, timeWindow: limit.timeWindow };
}

/** A route's limit counted per user, shared by every instance through Redis like the others. */
export function userRouteRateLimit(limit: RateLimit) {
  return { ...routeRateLimit(limit), keyGenerator: userRateLimitKey };
}
