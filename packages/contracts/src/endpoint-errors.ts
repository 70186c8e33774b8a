import type { Endpoint } from './endpoint.ts';
import { type ErrorKey, errorKeys, errorStatus } from './errors.ts';

/**
 * What the platform may answer on any route, whatever its description says: a request it cannot
 * read (bad JSON, an unreadable URL), a body over the limit, a failure, and an instance shutting
 * down (docs/decisions/123). They are not repeated in every description.
 */
export const platformErrorKeys = [
  'BadRequest',
  'PayloadTooLarge',
  'InternalServerError',
  'ServiceUnavailable',
] as const satisfies readonly ErrorKey[];

/**
 * The keys a description's own shape implies, so it does not list them: ValidationErrors when it
 * takes a path, query or body; Unauthorized when it needs a user, and NotFound when only admins
 * (docs/decisions/195); CrossSiteRequestRefused when it changes state (the cross-site guard).
 */
export function impliedErrorKeys(description: Omit<Endpoint, 'errors'>): ErrorKey[] {
  const keys: ErrorKey[] = [];
  if (description.params || description.query || description.body) keys.push('ValidationErrors');
  if (description.access === 'user' || description.access === 'admin') keys.push('Unauthorized');
  if (description.access === 'admin') keys.push('NotFound');
  if (description.method !== 'GET') keys.push('CrossSiteRequestRefused');
  return keys;
}

/** Every key an endpoint answers with the error shape: the ones it lists and the ones it implies, in the catalogue's order. */
export function errorKeysOf(description: Endpoint): ErrorKey[] {
  const keys = new Set<ErrorKey>([...description.errors, ...impliedErrorKeys(description)]);
  return errorKeys.filter((key) => keys.has(key));
}

/** The statuses of those keys (the OpenAPI document's error answers), ascending. */
export function errorStatusesOf(description: Endpoint): number[] {
  return [...new Set(errorKeysOf(description).map((key) => errorStatus[key]))].sort((a, b) => a - b);
}

/** Whether an endpoint may answer this key: its own, or the platform's. */
export function mayAnswer(description: Endpoint, key: string): boolean {
  return (
    (platformErrorKeys as readonly string[]).includes(key) ||
    errorKeysOf(description).includes(key as ErrorKey)
  );
}
