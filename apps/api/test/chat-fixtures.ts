import { randomUUID } from 'node:crypto';
import type { ChatDetail, ChatsResponse, MessagesResponse, SendMessageResponse } from '@krov/contracts';
import type { verifiedUser } from './accounts-fixtures.ts';
import { client, ok } from './listings-fixtures.ts';
import type { TestApp } from './test-app.ts';

export type Member = Awaited<ReturnType<typeof verifiedUser>>;
type Auth = { auth: Record<string, string> };

/** Sends a message; the key is new unless the test retries with one. */
export function sendRaw(test: TestApp, from: Auth, body: Record<string, unknown>) {
  return client(test).post('/api/chats/messages', from.auth, { clientMessageId: randomUUID(), ...body });
}

export async function send(
  test: TestApp,
  from: Auth,
  body: Record<string, unknown>,
): Promise<SendMessageResponse> {
  return ok(await sendRaw(test, from, body));
}

export async function chatsOf(test: TestApp, user: Auth, query = ''): Promise<ChatsResponse> {
  return ok(await client(test).get(`/api/chats${query}`, user.auth));
}

export async function chatOf(test: TestApp, user: Auth, chatId: string): Promise<ChatDetail> {
  return ok(await client(test).get(`/api/chats/${chatId}`, user.auth));
}

export async function messagesOf(
  test: TestApp,
  user: Auth,
  chatId: string,
  query = '',
): Promise<MessagesResponse> {
  return ok(await client(test).get(`/api/chats/${chatId}/messages${query}`, user.auth));
}

export async function unreadMessagesOf(test: TestApp, user: Auth): Promise<number> {
  return ok<{ count: number }>(await client(test).get('/api/chats/unread-count', user.auth)).count;
}

/** The answer's message key, for refusals. */
export function messageKeyOf(response: { json(): unknown }): string {
  return (response.json() as { message: string }).message;
}
