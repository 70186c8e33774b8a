import type { FastifyServerOptions } from 'fastify';

/**
 * Structured logs (pino) with a request id. Secrets never reach them: headers that carry
 * tokens and cookies are censored, and bodies (passwords, codes) are never logged at all.
 */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-token-delivery"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'body',
  'req.body',
  'password',
  '*.password',
  'code',
  '*.code',
  'refreshToken',
  '*.refreshToken',
  'accessToken',
  '*.accessToken',
];

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    ...(stream ? { stream } : {}),
  };
}
