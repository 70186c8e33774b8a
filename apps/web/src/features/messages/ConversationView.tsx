'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { ApiError } from '@/shared/api/api-error';
import { useAuthStore } from '@/shared/state/auth-store';
import { ConversationFrame } from './ConversationFrame';
import { isUuid } from './chat-limits';
import { PaneState } from './PaneStates';
import { useChatDetail, useChatMessages, useMarkRead } from './use-conversation';
import { useListingCard } from './use-listing-card';
import { useSender } from './use-sender';

/**
 * /messages/{id}: one conversation. Opened from a listing (`?property=`, docs/decisions: the
 * messages' routes), the next message refers to that listing, shown above the composer; once sent,
 * the address drops the parameter.
 */
export function ConversationView({ chatId }: { chatId: string }) {
  const valid = isUuid(chatId);
  const detail = useChatDetail(valid ? chatId : null);
  if (!valid) return <PaneState state="invalid" />;
  if (detail.data) return <Conversation chatId={chatId} detail={detail.data} />;
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.status === 404;
    return <PaneState state={missing ? 'notFound' : 'failed'} retry={() => void detail.refetch()} />;
  }
  return <PaneState state="loading" />;
}

function Conversation({
  chatId,
  detail,
}: {
  chatId: string;
  detail: NonNullable<ReturnType<typeof useChatDetail>['data']>;
}) {
  const router = useRouter();
  const me = useAuthStore((state) => state.user?.id ?? null);
  const asked = useSearchParams().get('property');
  const [dropped, setDropped] = useState(false);
  // Sent from a listing page, the message carries the listing; its card shows when it is not the
  // one the conversation already shows.
  const fromListing = isUuid(asked) && !dropped ? asked : null;
  const aboutOther = fromListing !== null && fromListing !== detail.property?.id ? fromListing : null;
  const aboutCard = useListingCard(aboutOther);
  const history = useChatMessages(chatId);
  useMarkRead(chatId, history.messages, me);
  const sender = useSender({ chatId, userId: detail.user.userId, propertyId: fromListing }, () => {
    if (asked) router.replace(`/messages/${chatId}`);
  });

  if (history.failed) return <PaneState state="failed" retry={history.retry} />;
  return (
    <ConversationFrame
      detail={detail}
      property={detail.property}
      history={history}
      sender={sender}
      about={aboutOther && aboutCard ? { property: aboutCard, onDrop: () => setDropped(true) } : null}
    />
  );
}
