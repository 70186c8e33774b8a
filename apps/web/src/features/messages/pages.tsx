import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { type ReactNode, Suspense } from 'react';
import { ClientMessages } from '@/i18n/ClientMessages';
import { RequireLogin } from '@/shared/auth/RequireLogin';
import { QueryProvider } from '@/shared/query/QueryProvider';
import { ConversationView } from './ConversationView';
import { chatMessages } from './client-messages';
import { MessagesLayout } from './MessagesLayout';
import { NewConversation } from './NewConversation';
import { ChooseConversation, PaneState } from './PaneStates';

/*
 * The server parts of /messages, /messages/{id} and /messages/new: the frame in the request's
 * language, everything else in the browser inside RequireLogin (the proxy sends a visitor without
 * a session to /login first, record 100).
 */

export async function messagesMetadata(locale: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'chat' });
  // One user's conversations: not for search engines.
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export function MessagesFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-6xl md:px-4 md:py-6">
      <ClientMessages texts={chatMessages}>
        <QueryProvider>
          <RequireLogin>
            <MessagesLayout>{children}</MessagesLayout>
          </RequireLogin>
        </QueryProvider>
      </ClientMessages>
    </div>
  );
}

export function MessagesIndexPage() {
  return <ChooseConversation />;
}

export function ConversationPage({ id }: { id: string }) {
  return <ConversationView chatId={id} />;
}

export function NewConversationPage() {
  // The address's query is read in the browser: the page itself stays prerendered.
  return (
    <Suspense fallback={<PaneState state="loading" />}>
      <NewConversation />
    </Suspense>
  );
}
