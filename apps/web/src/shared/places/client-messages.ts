import type { MessagePaths } from '@/i18n/client-messages';

/** The place autocomplete's texts: sent with the pages that show it (<ClientMessages>). */
export const placeAutocompleteMessages = ['places'] as const satisfies MessagePaths;
