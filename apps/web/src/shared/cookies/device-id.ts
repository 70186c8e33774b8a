import { expiresInDays, readCookie, writeCookie } from './cookie-jar.ts';

/** Identifies a browser (not a person) for the x-deviceid header, e.g. to count a listing view once. */
export const deviceIdCookie = { name: 'device_id', lifetimeDays: 730 } as const;

export function getDeviceId(): string | undefined {
  return readCookie(deviceIdCookie.name) || undefined;
}

/** The existing id, or a new random one stored for 2 years. */
export function ensureDeviceId(): string {
  const existing = getDeviceId();
  if (existing) return existing;
  const id = randomUuid();
  writeCookie(deviceIdCookie.name, id, expiresInDays(deviceIdCookie.lifetimeDays));
  return id;
}

/** crypto.randomUUID exists only in secure contexts; a page opened over http on a LAN address is not one. */
function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC 4122 variant
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
