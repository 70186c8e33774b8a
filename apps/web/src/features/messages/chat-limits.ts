import type { chatLimits as contractLimits } from '@krov/contracts';

/**
 * The limits the browser needs, written here (browser code takes no values from the contracts'
 * schema modules, docs/decisions.md Search 10); `satisfies` fails the typecheck if they drift.
 */
export const chatLimits = {
  textMax: 2000,
  photosPerMessage: 10,
  photoBytesMax: 10 * 1024 * 1024,
  messagesPageSize: 30,
  chatsPageSize: 20,
  searchMax: 100,
  reportReasonMax: 1000,
} as const satisfies Pick<
  typeof contractLimits,
  | 'textMax'
  | 'photosPerMessage'
  | 'photoBytesMax'
  | 'messagesPageSize'
  | 'chatsPageSize'
  | 'searchMax'
  | 'reportReasonMax'
>;

/** What the photo picker offers (the api checks the bytes themselves). */
export const photoTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id from an address can name a conversation or a user (the api's params are uuids). */
export function isUuid(value: string | null | undefined): value is string {
  return typeof value === 'string' && uuidPattern.test(value);
}
