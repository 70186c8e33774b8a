import type { ChatMessage, ChatUploadResponse, SendMessageRequest } from '@krov/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
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
 * push does (whichever comes first, the message is there once). One that found no connection
 * stays "not sent" and is sent again when the browser is back online (docs/decisions/175);
 * `resending` is true while those are on their way.
 */
export function useSender(target: SendTarget, onSent?: (chatId: string, message: ChatMessage) => void) {
  const queryClient = useQueryClient();
  const me = useAuthStore((state) => state.user?.id ?? null);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const current = useRef({ target, onSent, me });
  current.current = { target, onSent, me };

  const setStatus = (clientMessageId: string, status: PendingMessage['status'], awaitsConnection = false) =>
    setPending((list) =>
      list.map((each) =>
        each.clientMessageId === clientMessageId ? { ...each, status, awaitsConnection } : each,
      ),
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
      // No connection is said beside the message and above the composer, not in a toast.
      const answer = await chatApi.send(body, { quietErrors: ['NetworkError'] });
      applyNewMessage(queryClient, answer.chatId, answer.message, current.current.me);
      setPending((list) => list.filter((each) => each.clientMessageId !== item.clientMessageId));
      current.current.onSent?.(answer.chatId, answer.message);
    } catch (error) {
      const offline = error instanceof ApiError && error.key === 'NetworkError';
      setStatus(item.clientMessageId, 'failed', offline);
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
    setStatus(clientMessageId, 'sending', item.awaitsConnection);
    void deliver(item);
  };

  // Back online: what failed for want of a connection goes again, in the order it was written.
  const waiting = useRef(pending);
  waiting.current = pending;
  useEffect(() => {
    const resend = async () => {
      const due = waiting.current.filter((item) => item.status === 'failed' && item.awaitsConnection);
      for (const item of due) setStatus(item.clientMessageId, 'sending', true);
      for (const item of due) await deliver(item);
    };
    const onOnline = () => void resend();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  });

  const resending = pending.some((each) => each.status === 'sending' && each.awaitsConnection);
  return { pending, send, retry, resending };
}
