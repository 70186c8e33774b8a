import type { MessagePaths } from '@/i18n/client-messages';

/** /admin: the agency requests and their decisions (their authorities, as /me/agency shows them). */
export const adminMessages = ['admin', 'agency.authorities'] as const satisfies MessagePaths;
