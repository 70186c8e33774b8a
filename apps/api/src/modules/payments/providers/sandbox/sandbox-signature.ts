import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header that carries the sandbox's signature of a notification: `sha256=<hex>`. */
export const sandboxSignatureHeader = 'x-sandbox-signature';

/**
 * The sandbox's notification key, derived from the api's secret for this one purpose: a
 * notification signed with it proves the sandbox gateway sent that exact body.
 */
export function sandboxKeyOf(authSecret: string): Buffer {
  return createHmac('sha256', authSecret).update('krov sandbox payment notifications').digest();
}

/** The signature header's value for a body (HMAC-SHA256 over its raw bytes). */
export function signSandboxBody(key: Buffer, rawBody: Buffer): string {
  return `sha256=${createHmac('sha256', key).update(rawBody).digest('hex')}`;
}

/** Whether the header is the body's signature: `unsigned` (absent or not in the form) or `forged`. */
export function checkSandboxSignature(
  key: Buffer,
  rawBody: Buffer,
  header: string | string[] | undefined,
): 'ok' | 'unsigned' | 'forged' {
  if (typeof header !== 'string' || !/^sha256=[0-9a-f]{64}$/.test(header)) return 'unsigned';
  const expected = Buffer.from(signSandboxBody(key, rawBody));
  const given = Buffer.from(header);
  return timingSafeEqual(expected, given) ? 'ok' : 'forged';
}
