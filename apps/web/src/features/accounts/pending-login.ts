import { nextParam, withQuery } from '@/shared/navigation/safe-next-path';

/**
 * The address and password a visitor just typed into the registration or login form, kept only in
 * this page's memory (never in storage) while the client goes to /verify-email: once the code is
 * verified the visitor is signed in with them instead of being asked for the password again. A
 * reload, or another address, forgets them; the login form then opens with the address filled in.
 */
let pending: { email: string; password: string } | null = null;

export function rememberPendingLogin(email: string, password: string): void {
  pending = { email: email.trim().toLowerCase(), password };
}

/** The password for this address, once: it is forgotten as it is handed over. */
export function takePendingLogin(email: string): string | null {
  const found = pending?.email === email.trim().toLowerCase() ? pending.password : null;
  pending = null;
  return found;
}

/**
 * What the login form holds as it is typed, so that "Open an account" beside it carries the
 * address to /register (AccountLink). In this page's memory only, like the pending login.
 */
let typed = '';

export function noteTypedAddress(identifier: string): void {
  typed = identifier.trim();
}

export function typedAddress(): string {
  return typed;
}

/** /login, with the address filled in when known, and where to go after it (`next`) when given. */
export function loginPathWithEmail(email: string | null | undefined, next?: string | null): string {
  return withQuery('/login', { email, next: nextParam(next) });
}

/** /forgot-password, with the address the login form holds when it is one. */
export function forgotPasswordPathFor(identifier: string): string {
  const email = identifier.trim();
  return email.includes('@') ? `/forgot-password?email=${encodeURIComponent(email)}` : '/forgot-password';
}
