import type { MessagePaths } from '@/i18n/client-messages';

/** The search map's texts: sent with the map view only (SearchPage). */
export const searchMapMessages = ['searchMap'] as const satisfies MessagePaths;
