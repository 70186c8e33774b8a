import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An opaque, unguessable token (refresh tokens, the first of a family). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, never the token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * The successor of a refresh token is derived from it with a server secret. That lets two tabs
 * that present the same token within the grace period both receive the same successor without
 * the database ever holding a usable token.
 */
export function successorToken(secret: string, token: string): string {
  return createHmac('sha256', `refresh:${secret}`).update(token).digest('base64url');
}

/** A 6-digit code, uniformly random, zero-padded. */
export function randomCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Codes are short, so they are keyed with the server secret before storing. */
export function hashCode(secret: string, code: string): string {
  return createHmac('sha256', `code:${secret}`).update(code).digest('base64url');
}

/** What is kept of a name that is not ours to keep in the clear (a login's account name): keyed. */
export function hmacOf(secret: string, text: string): string {
  return createHmac('sha256', `name:${secret}`).update(text).digest('base64url');
}

export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
