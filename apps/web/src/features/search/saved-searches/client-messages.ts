import type { MessagePaths } from '@/i18n/client-messages';

/** The search pages' "Save search" control. */
export const saveSearchMessages = [
  'savedSearches.save',
  'savedSearches.frequency',
] as const satisfies MessagePaths;

/** /me/searches: each saved search in words, its new matches, frequency, open and delete. */
export const savedSearchesMessages = [
  'savedSearches.list',
  'savedSearches.frequency',
  'savedSearches.words',
] as const satisfies MessagePaths;
