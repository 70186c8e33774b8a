// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerClientCatalogues } from '@/i18n/testing';
import { configureApiClient } from '@/shared/api/client-config';
import { installFakeApi } from '@/shared/api/testing/fake-api';
import { logIn, resetBrowserState } from '@/shared/api/testing/reset';
import { useAuthStore } from '@/shared/state/auth-store';
import type { MessagePages } from './chat-cache';
import { chatKeys } from './query-keys';
import { message } from './testing';
import { useSender } from './use-sender';

registerClientCatalogues();

const chatId = '4f1c0c52-8c55-4d4b-9d2c-0a4c0d6f8a11';
let restore: () => void;
let notify: ReturnType<typeof vi.fn<(text: string) => void>>;
let client: QueryClient;

beforeEach(() => {
  resetBrowserState();
  logIn();
  useAuthStore.setState({ user: { id: 'me' } as never });
  notify = vi.fn<(text: string) => void>();
  restore = configureApiClient({ notify, navigate: vi.fn() });
  client = new QueryClient();
  client.setQueryData<MessagePages>(chatKeys.messages(chatId), {
    pages: [{ items: [], nextCursor: null }],
    pageParams: [undefined],
  });
});

afterEach(() => {
  restore();
  vi.unstubAllGlobals();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);

describe('sending a message', () => {
  it('shows it pending, and a retry after a failure sends the same clientMessageId (stored once)', async () => {
    const stored = message('m1', new Date().toISOString(), 'me', 'Zdravo');
    const api = installFakeApi({
      'POST /api/chats/messages': (_request, calls) =>
        calls === 0
          ? { status: 500, body: { message: 'InternalServerError' } }
          : { status: 200, body: { chatId, message: stored } },
    });
    const { result } = renderHook(() => useSender({ chatId, userId: 'other', propertyId: 'p1' }), {
      wrapper,
    });
    act(() => result.current.send(' Zdravo ', []));
    expect(result.current.pending).toMatchObject([{ text: 'Zdravo', status: 'sending' }]);
    await waitFor(() => expect(result.current.pending[0]?.status).toBe('failed'));
    const failed = result.current.pending[0];
    act(() => result.current.retry(failed?.clientMessageId ?? ''));
    await waitFor(() => expect(result.current.pending).toEqual([]));
    const bodies = api.sentTo('POST /api/chats/messages').map((request) => JSON.parse(request.body ?? '{}'));
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toEqual({
      chatId,
      text: 'Zdravo',
      propertyId: 'p1',
      clientMessageId: failed?.clientMessageId,
    });
    expect(bodies[1]).toEqual(bodies[0]);
    expect(client.getQueryData<MessagePages>(chatKeys.messages(chatId))?.pages[0]?.items).toEqual([stored]);
  });

  it('without a connection stays "not sent" without a toast, and goes by itself, once, when the browser is back online', async () => {
    const stored = message('m2', new Date().toISOString(), 'me', 'Offline');
    const api = installFakeApi({
      'POST /api/chats/messages': (_request, calls) => {
        if (calls === 0) throw new TypeError('Failed to fetch');
        return { status: 200, body: { chatId, message: stored } };
      },
    });
    const { result } = renderHook(() => useSender({ chatId, userId: 'other', propertyId: null }), {
      wrapper,
    });
    act(() => result.current.send('Offline', []));
    await waitFor(() => expect(result.current.pending[0]?.status).toBe('failed'));
    expect(result.current.pending[0]?.awaitsConnection).toBe(true);
    expect(notify).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(result.current.pending).toEqual([]));
    const bodies = api.sentTo('POST /api/chats/messages').map((request) => JSON.parse(request.body ?? '{}'));
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
    // Nothing is left to send: another "online" sends nothing more.
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(api.sentTo('POST /api/chats/messages')).toHaveLength(2);
  });

  it('makes a new clientMessageId for each message, and writes to the user while no conversation exists', async () => {
    const api = installFakeApi({
      'POST /api/chats/messages': (request) => {
        const body = JSON.parse(request.body ?? '{}') as { text: string };
        return {
          status: 200,
          body: { chatId, message: message(body.text, new Date().toISOString(), 'me', body.text) },
        };
      },
    });
    const onSent = vi.fn();
    const { result } = renderHook(
      () => useSender({ chatId: null, userId: 'other', propertyId: null }, onSent),
      {
        wrapper,
      },
    );
    act(() => result.current.send('prva', []));
    act(() => result.current.send('druga', []));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(2));
    const bodies = api.sentTo('POST /api/chats/messages').map((request) => JSON.parse(request.body ?? '{}'));
    expect(bodies.map((body) => body.userId)).toEqual(['other', 'other']);
    expect(new Set(bodies.map((body) => body.clientMessageId)).size).toBe(2);
    expect(onSent).toHaveBeenCalledWith(chatId, expect.objectContaining({ text: 'prva' }));
  });
});
