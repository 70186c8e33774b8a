import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { type PagePart, pagePartMessages } from './client-messages';
import { MessagesScope } from './MessagesScope';

/**
 * Gives the client components inside the texts of a page part (i18n/client-messages.ts) on top of
 * the document's: only pages that use the account forms, the profile or the listing management
 * carry those texts in their payload.
 */
export async function ClientMessages({ part, children }: { part: PagePart; children: ReactNode }) {
  const messages = await getMessages();
  return <MessagesScope messages={pagePartMessages(messages, part)}>{children}</MessagesScope>;
}
