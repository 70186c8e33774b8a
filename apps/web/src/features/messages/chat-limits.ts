/** The limits the browser needs, from the contracts' zod-free entry (no schema comes along). */
export { chatLimits } from '@krov/contracts/constants';

/** What the photo picker offers (the api checks the bytes themselves). */
export const photoTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id from an address can name a conversation or a user (the api's params are uuids). */
export function isUuid(value: string | null | undefined): value is string {
  return typeof value === 'string' && uuidPattern.test(value);
}
