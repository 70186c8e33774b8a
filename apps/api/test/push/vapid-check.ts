import { importJWK, jwtVerify } from 'jose';

/** A refusal with the status a push service would answer (RFC 8292 §4.2) and why, for the test's log. */
export class PushRefusal extends Error {
  readonly status: number;

  constructor(status: number, reason: string) {
    super(reason);
    this.status = status;
  }
}

const MAX_EXPIRY_SECONDS = 24 * 60 * 60;

/**
 * Checks `Authorization: vapid t=<JWT>, k=<key>` as RFC 8292 asks of a push service: k is the
 * key the subscription was made with, the JWT is ES256-signed by it, its aud is the push
 * service's origin, exp lies in the future and at most 24 h ahead, sub is mailto: or https:.
 * Absent or malformed: 401; well-formed but wrong: 403.
 */
export async function checkVapid(
  authorization: string | undefined,
  expected: { publicKey: string; origin: string },
): Promise<void> {
  const scheme = /^vapid\s+(.+)$/i.exec(authorization ?? '');
  if (!scheme?.[1]) throw new PushRefusal(401, 'no vapid Authorization');
  const params = authParams(scheme[1]);
  const token = params.get('t');
  const key = params.get('k');
  if (!token || !key) throw new PushRefusal(401, 'vapid Authorization without t and k');
  if (key !== expected.publicKey) throw new PushRefusal(403, 'k is not the subscription key');

  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 0x04) throw new PushRefusal(401, 'k is not a P-256 point');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33).toString('base64url'),
  };
  let claims: { exp?: number; sub?: unknown };
  try {
    const verified = await jwtVerify(token, await importJWK(jwk, 'ES256'), {
      algorithms: ['ES256'],
      audience: expected.origin,
      requiredClaims: ['aud', 'exp', 'sub'],
    });
    claims = verified.payload;
  } catch (error) {
    throw new PushRefusal(403, `vapid JWT refused: ${(error as Error).message}`);
  }
  const now = Math.floor(Date.now() / 1000);
  if ((claims.exp ?? 0) > now + MAX_EXPIRY_SECONDS) throw new PushRefusal(403, 'vapid JWT exp beyond 24 h');
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) {
    throw new PushRefusal(403, 'vapid JWT sub is not mailto: or https:');
  }
}

/** `t=abc, k=def` (RFC 7235 auth-params; values here are tokens, never quoted). */
function authParams(text: string): Map<string, string> {
  const params = new Map<string, string>();
  for (const part of text.split(',')) {
    const match = /^\s*([A-Za-z]+)\s*=\s*(\S+?)\s*$/.exec(part);
    if (match?.[1] && match[2]) params.set(match[1].toLowerCase(), match[2]);
  }
  return params;
}
