import type { ChatMessage, ChatUploadResponse, SendMessageRequest } from '@krov/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError } from '@/shared/api/api-error';
import { useAuthStore } from '@/shared/state/auth-store';
import { chatApi } from './chat-api';
import { applyNewMessage } from './hub-events';
import type { PendingMessage } from './pending';
import { chatKeys } from './query-keys';
import { newClientMessageId } from './unread';

/** Where a message goes: the conversation, or (its first message) the other user. */
export interface SendTarget {
  chatId: string | null;
  userId: string;
  /** The listing the message refers to (sent from a listing page). */
  propertyId: string | null;
}

/**
 * Sends messages over HTTP (POST /api/chats/messages): each shows at once as pending, with the
 * clientMessageId made once for it and sent again by "Try again", so a retry after a lost answer
 * is stored once (docs/product/DECISIONS.md, Messaging). The answer enters the cache as the hub's
 * push does (whichever comes first, the message is there once).
 */
export function useSender(target: SendTarget, onSent?: (chatId: string, message: ChatMessage) => void) {
  const queryClient = useQueryClient();
  const me = useAuthStore((state) => state.user?.id ?? null);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const current = useRef({ target, onSent, me });
  current.current = { target, onSent, me };

  const setStatus = (clientMessageId: string, status: PendingMessage['status']) =>
    setPending((list) =>
      list.map((each) => (each.clientMessageId === clientMessageId ? { ...each, status } : each)),
    );

  const deliver = async (item: PendingMessage) => {
    const { target: to } = current.current;
    const body: SendMessageRequest = {
      ...(to.chatId ? { chatId: to.chatId } : { userId: to.userId }),
      ...(item.text ? { text: item.text } : {}),
      ...(item.photoIds.length > 0 ? { photoIds: item.photoIds } : {}),
      ...(item.propertyId ? { propertyId: item.propertyId } : {}),
      clientMessageId: item.clientMessageId,
    };
    try {
      const answer = await chatApi.send(body);
      applyNewMessage(queryClient, answer.chatId, answer.message, current.current.me);
      setPending((list) => list.filter((each) => each.clientMessageId !== item.clientMessageId));
      current.current.onSent?.(answer.chatId, answer.message);
    } catch (error) {
      setStatus(item.clientMessageId, 'failed');
      // A block on either side closed the conversation: its header says so.
      if (error instanceof ApiError && error.key === 'ChatBlocked' && to.chatId) {
        void queryClient.invalidateQueries({ queryKey: chatKeys.detail(to.chatId) });
      }
    }
  };

  const send = (text: string, photos: readonly ChatUploadResponse[]) => {
    const item: PendingMessage = {
      clientMessageId: newClientMessageId(),
      text: text.trim() || null,
      photos: photos.map(({ url, width, height }) => ({ url, width, height })),
      photoIds: photos.map((photo) => photo.id),
      propertyId: current.current.target.propertyId,
      createdAt: Date.now(),
      status: 'sending',
    };
    setPending((list) => [...list, item]);
    void deliver(item);
  };

  const retry = (clientMessageId: string) => {
    const item = pending.find((each) => each.clientMessageId === clientMessageId);
    if (item?.status !== 'failed') return;
    setStatus(clientMessageId, 'sending');
    void deliver(item);
  };

  return { pending, send, retry };
}
