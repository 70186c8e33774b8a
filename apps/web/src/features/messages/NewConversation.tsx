'use client';

import type { ChatDetail, ChatMessage } from '@krov/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { ApiError } from '@/shared/api/api-error';
import { useAuthStore } from '@/shared/state/auth-store';
import { ConversationFrame } from './ConversationFrame';
import { chatApi } from './chat-api';
import { type MessagePages, withMessage } from './chat-cache';
import { isUuid } from './chat-limits';
import { PaneState } from './PaneStates';
import { chatKeys } from './query-keys';
import { useChatMessages } from './use-conversation';
import { useListingCard } from './use-listing-card';
import { useSender } from './use-sender';

/**
 * /messages/new?user={userId}&property={propertyId}, where "Send message" on /p/{id} leads
 * (docs/decisions: the messages' routes). GET /api/chats/user/{userId} answers the conversation
 * with that user: an existing one opens at /messages/{id} (still referring to the listing); else
 * the empty conversation shows with the listing's card, and the first message (with userId and
 * propertyId) stores it: the address becomes /messages/{chatId}. About a listing, that first
 * message starts as the usual enquiry (is it still available, when can it be seen), to be changed.
 */
export function NewConversation() {
  const params = useSearchParams();
  const userId = params.get('user');
  const propertyId = params.get('property');
  const me = useAuthStore((state) => state.user?.id ?? null);
  const valid = isUuid(userId);
  const withUser = useQuery({
    queryKey: chatKeys.withUser(valid ? userId : ''),
    queryFn: ({ signal }) => chatApi.withUser(userId as string, { signal, quiet: true }),
    enabled: valid && userId !== me,
  });
  const router = useRouter();
  const existing = withUser.data?.id ?? null;
  const property = isUuid(propertyId) ? propertyId : null;

  useEffect(() => {
    if (existing) router.replace(`/messages/${existing}${property ? `?property=${property}` : ''}`);
  }, [existing, property, router]);

  if (!valid) return <PaneState state="invalid" />;
  if (userId === me) return <PaneState state="yourself" />;
  if (withUser.data && !existing)
    return <FirstMessage detail={withUser.data} userId={userId} propertyId={property} />;
  if (withUser.isError) {
    const missing = withUser.error instanceof ApiError && withUser.error.status === 404;
    return <PaneState state={missing ? 'notFound' : 'failed'} retry={() => void withUser.refetch()} />;
  }
  return <PaneState state="loading" />;
}

function FirstMessage({
  detail,
  userId,
  propertyId,
}: {
  detail: ChatDetail;
  userId: string;
  propertyId: string | null;
}) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const tComposer = useTranslations('chat.composer');
  const card = useListingCard(propertyId);
  const history = useChatMessages(null);
  const sender = useSender({ chatId: null, userId, propertyId }, (chatId: string, message: ChatMessage) => {
    // The stored conversation opens with what is known of it; its own reads follow.
    queryClient.setQueryData<ChatDetail>(
      chatKeys.detail(chatId),
      (known) => known ?? { ...detail, id: chatId, property: card ?? detail.property },
    );
    queryClient.setQueryData<MessagePages>(chatKeys.messages(chatId), (data) =>
      withMessage(data ?? { pages: [], pageParams: [] }, message),
    );
    void queryClient.invalidateQueries({ queryKey: chatKeys.lists });
    router.replace(`/messages/${chatId}`);
  });
  return (
    <ConversationFrame
      detail={detail}
      property={card ?? detail.property}
      history={history}
      sender={sender}
      draft={propertyId ? tComposer('enquiry') : undefined}
    />
  );
}
