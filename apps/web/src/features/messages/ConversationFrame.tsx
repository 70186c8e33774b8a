'use client';

import type { ChatDetail, ChatProperty } from '@krov/contracts';
import { useTranslations } from 'next-intl';
import { useAuthStore } from '@/shared/state/auth-store';
import { CloseIcon } from '@/shared/ui/CloseIcon';
import { Composer } from './Composer';
import { ConnectionNotice } from './ConnectionNotice';
import { ConversationHeader } from './ConversationHeader';
import { ListingCard } from './ListingCard';
import { pendingToShow } from './pending';
import { Timeline } from './Timeline';
import type { useChatMessages } from './use-conversation';
import type { useSender } from './use-sender';

export interface ConversationFrameProps {
  detail: ChatDetail;
  /** The listing the header shows. */
  property: ChatProperty | null;
  history: ReturnType<typeof useChatMessages>;
  sender: ReturnType<typeof useSender>;
  /** The listing the next message will refer to (opened from another listing's page), with a way to drop it. */
  about?: { property: ChatProperty; onDrop(): void } | null;
  /** What the composer starts with: the enquiry of a first message about a listing. */
  draft?: string;
}

/** A conversation on screen: its header, the messages, and the composer (or why it is closed). */
export function ConversationFrame({
  detail,
  property,
  history,
  sender,
  about,
  draft,
}: ConversationFrameProps) {
  const t = useTranslations('chat.conversation');
  const tComposer = useTranslations('chat.composer');
  const me = useAuthStore((state) => state.user?.id ?? null);
  const pending = pendingToShow(sender.pending, history.messages, me);

  return (
    <div className="flex min-h-0 flex-1 flex-col" data-testid="conversation" data-chat-id={detail.id ?? ''}>
      <ConversationHeader detail={detail} property={property} />
      <Timeline
        messages={history.messages}
        pending={pending}
        me={me}
        otherName={detail.user.name}
        otherReadAt={detail.otherReadAt}
        loaded={history.loaded}
        hasOlder={history.hasOlder}
        loadingOlder={history.loadingOlder}
        onLoadOlder={history.loadOlder}
        onRetry={sender.retry}
      />
      <ConnectionNotice resending={sender.resending} />
      {detail.canSend ? (
        <>
          {about && (
            <div className="border-t border-slate-200 px-3 pt-2" data-testid="writing-about">
              <ListingCard
                property={about.property}
                label={t('writingAbout')}
                action={
                  <button
                    type="button"
                    onClick={about.onDrop}
                    className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-200"
                    title={t('dropListing')}
                  >
                    <CloseIcon className="size-4" />
                    <span className="sr-only">{t('dropListing')}</span>
                  </button>
                }
              />
            </div>
          )}
          <Composer onSend={sender.send} initialText={draft} />
        </>
      ) : (
        <p
          className="border-t border-slate-200 bg-slate-50 px-4 py-4 text-center text-sm text-slate-700"
          data-testid="composer-closed"
        >
          {detail.blockedByMe ? tComposer('closedByMe', { name: detail.user.name }) : tComposer('closed')}
        </p>
      )}
    </div>
  );
}
