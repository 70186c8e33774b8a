import Cookies from 'js-cookie';

/**
 * Reading and writing the web's own (non-httpOnly) cookies. Every cookie is SameSite=Lax on
 * path /, and Secure when the page itself is served over https.
 */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return Cookies.get(name);
}

export function writeCookie(name: string, value: string, expires: Date): void {
  if (typeof document === 'undefined') return;
  Cookies.set(name, value, {
    expires,
    path: '/',
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
  });
}

const dayMs = 24 * 60 * 60 * 1000;

export function expiresInDays(days: number, now: Date = new Date()): Date {
  return new Date(now.getTime() + days * dayMs);
}

/**
 * The same day of the month, `months` calendar months ahead (local time). A day the target month
 * does not have becomes its last day: 31 August + 6 months = 28 (or 29) February, not 3 March.
 */
export function expiresInMonths(months: number, now: Date = new Date()): Date {
  const target = new Date(now.getTime());
  const day = target.getDate();
  target.setDate(1);
  target.setMonth(target.getMonth() + months);
  const lastDay = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  target.setDate(Math.min(day, lastDay));
  return target;
}

export function removeCookie(name: string): void {
  if (typeof document === 'undefined') return;
  Cookies.remove(name, { path: '/' });
}
