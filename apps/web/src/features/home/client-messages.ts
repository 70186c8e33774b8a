import type { MessagePaths } from '@/i18n/client-messages';
import { placeAutocompleteMessages } from '@/shared/places/client-messages';

/** The home page: its quick search with the place autocomplete (the rest of it is server-only). */
export const homeSearchMessages = [
  'home.quickSearch',
  ...placeAutocompleteMessages,
] as const satisfies MessagePaths;
