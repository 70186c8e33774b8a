import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { type MessagePaths, partMessages } from './client-messages';
import { MessagesScope } from './MessagesScope';

/**
 * Gives the client components inside the texts of a page part on top of the document's: only the
 * pages that use the account forms, the profile, the listing management, … carry those texts in
 * their payload. `texts` is the part's list, declared beside the feature that reads them (its
 * `client-messages.ts`) and listed in app/_shell/page-messages.ts, so the document leaves it out.
 */
export async function ClientMessages({ texts, children }: { texts: MessagePaths; children: ReactNode }) {
  const messages = await getMessages();
  return <MessagesScope messages={partMessages(messages, texts)}>{children}</MessagesScope>;
}
