'use client';

import { useEffect } from 'react';
import { getQueryClient } from '@/shared/query/query-client';
import { startChatHub } from '@/shared/realtime/chat-hub';
import type { HubEvent } from '@/shared/realtime/hub-connection';
import { noteIncomingMessage, playNotificationSound } from '@/shared/realtime/new-message-rule';
import { useAppStore } from '@/shared/state/app-store';
import { useAuthStore } from '@/shared/state/auth-store';
import { applyMessagesRead, applyNewMessage, catchUp } from './hub-events';
import { refreshUnreadFlag } from './unread';

/** What the page does with each event of the hub. */
export function handleHubEvent(event: HubEvent): void {
  const queryClient = getQueryClient();
  const me = useAuthStore.getState().user?.id ?? null;
  if (event.type === 'NewMessage') {
    const { chatId, message } = event.payload;
    applyNewMessage(queryClient, chatId, message, me);
    const app = useAppStore.getState();
    noteIncomingMessage({
      senderId: message.senderId,
      me,
      pathname: window.location.pathname,
      hasUnreadMessage: app.hasUnreadMessage,
      setHasUnreadMessage: app.setHasUnreadMessage,
      playSound: playNotificationSound,
    });
  } else if (event.type === 'MessagesRead') {
    applyMessagesRead(queryClient, event.payload, me);
    // Read in another tab: this one's dot follows.
    if (me !== null && event.payload.userId === me && useAppStore.getState().hasUnreadMessage) {
      void refreshUnreadFlag();
    }
  } else {
    // Whatever was loaded before this connection may have missed a push: loaded again. After a
    // lost connection, a message may have come meanwhile: the dot follows the api's count.
    void catchUp(queryClient, event.at);
    if (event.again && !useAppStore.getState().hasUnreadMessage) void refreshUnreadFlag();
  }
}

/**
 * The page's chat hub while the user is logged in (loaded only then, by ChatHubStart): the
 * connection (shared/realtime) and what its events change here, the cached conversations and the
 * dot on the Messages link with its sound.
 */
export function ChatHubBridge() {
  useEffect(() => startChatHub(handleHubEvent), []);
  return null;
}
