import { z } from 'zod';

/**
 * A browser's (or an app's) own random id, not a person's (docs/product/SPEC.md §7): the web keeps
 * it in the device_id cookie and sends it as the x-deviceid header. The api records it at login
 * and counts a listing's view once per device.
 */
export const deviceIdCookieName = 'device_id';
export const deviceIdHeader = 'x-deviceid';

/** Letters, digits, "_" and "-", 8 to 64 characters: a UUID (36) fits; anything else is ignored. */
export const deviceId = z.string().regex(/^[\w-]{8,64}$/);
