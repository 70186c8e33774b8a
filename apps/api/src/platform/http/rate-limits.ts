/**
 * Limits per client address on the endpoints that guess or send something: passwords (login),
 * accounts (register) and codes. Counted in Redis when REDIS_URL is set, so every instance shares them.
 */
export interface RateLimit {
  max: number;
  timeWindow: string;
}

export interface RateLimits {
  login: RateLimit;
  register: RateLimit;
  refresh: RateLimit;
  codes: RateLimit;
}

export function rateLimits(scale: number): RateLimits {
  const limit = (max: number, timeWindow: string): RateLimit => ({ max: max * scale, timeWindow });
  return {
    login: limit(10, '1 minute'),
    register: limit(5, '1 minute'),
    refresh: limit(60, '1 minute'),
    codes: limit(10, '1 minute'),
  };
}

export function routeRateLimit(limit: RateLimit) {
  return { max: limit.max, timeWindow: limit.timeWindow };
}
