import type { FastifyRequest } from 'fastify';

/**
 * Limits per client address on the endpoints that guess or send something: passwords (login),
 * accounts (register) and codes. Counted in Redis when REDIS_URL is set, so every instance shares them.
 */
export interface RateLimit {
  max: number;
  timeWindow: string;
}

/**
 * Whom a per-user limit counts: the caller whose token the route's guard verified (the limit runs
 * after it, at preHandler), else the client address. A token is never read before it is verified:
 * anyone can write one naming another user (owner ids are public), and counting its subject spent
 * that user's quota (issue 27, 22).
 */
export function userRateLimitKey(request: FastifyRequest): string {
  return request.auth ? `user:${request.auth.userId}` : `ip:${request.ip}`;
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

/**
 * A route's limit counted per verified user (userRateLimitKey), shared by every instance through
 * Redis like the others. `isFree` names requests that cost nothing (a retry answered from what is
 * already stored): they are let through uncounted.
 */
export function userRouteRateLimit(limit: RateLimit, isFree?: (request: FastifyRequest) => Promise<boolean>) {
  return {
    ...routeRateLimit(limit),
    keyGenerator: userRateLimitKey,
    // After the route's own guard (preHandler, which verified the token) and the body's schema.
    hook: 'preHandler' as const,
    ...(isFree ? { allowList: (request: FastifyRequest) => isFree(request) } : {}),
  };
}
