import type { MessagePaths } from '@/i18n/client-messages';

/** /me/saved: the list, its empty and unavailable states, remove and load more. */
export const savedMessages = [
  'saved.loading',
  'saved.loadFailed',
  'saved.empty',
  'saved.browse',
  'saved.unavailable',
  'saved.savedOn',
  'saved.remove',
  'saved.removeNamed',
  'saved.removeUnavailable',
  'saved.removed',
  'saved.loadMore',
] as const satisfies MessagePaths;
