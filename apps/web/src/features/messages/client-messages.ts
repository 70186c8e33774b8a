import type { MessagePaths } from '@/i18n/client-messages';

/** /messages and /messages/{id}: the conversations, the composer, the safety tips. */
export const chatMessages = ['chat'] as const satisfies MessagePaths;
