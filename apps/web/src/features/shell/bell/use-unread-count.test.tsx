// @vitest-environment happy-dom
import { focusManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '@/shared/api/client-config';
import { type Answer, deferred, installFakeApi } from '@/shared/api/testing/fake-api';
import { logIn, resetBrowserState } from '@/shared/api/testing/reset';
import { useAppStore } from '@/shared/state/app-store';
import { unreadIntervalMs, useUnreadCount } from './use-unread-count';

const countPath = 'GET /api/users/me/notifications/unread-count';
let restoreConfig: () => void;
let visibility: DocumentVisibilityState;

beforeEach(() => {
  // The clock and the interval are the test's; the rest (the api's answers, vi.waitFor) runs as is
  // (Testing Library's waitFor polls with setInterval).
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  resetBrowserState();
  logIn();
  restoreConfig = configureApiClient({ notify: vi.fn(), navigate: vi.fn() });
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});

afterEach(() => {
  cleanup();
  restoreConfig();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The page as the browser changes it: the tab shown or hidden (visibilitychange reaches the window). */
function show(state: DocumentVisibilityState) {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    focusManager.setFocused(undefined);
  });
}

/** The bell's count with answers the test settles by hand, one per request. */
function setup() {
  const answers: ((count: number | null) => void)[] = [];
  const api = installFakeApi({
    [countPath]: () => {
      const answer = deferred<Answer>();
      answers.push((count) =>
        answer.resolve(
          count === null
            ? { status: 500, body: { message: 'InternalServerError' } }
            : { status: 200, body: { count } },
        ),
      );
      return answer.promise;
    },
  });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useUnreadCount(), { wrapper });
  const asked = () => api.sentTo(countPath).length;
  return {
    asked,
    hook,
    /** Answers the oldest request still waiting, without waiting for the badge. */
    answer: (count: number) => answers.shift()?.(count),
    /** Answers the oldest request still waiting. */
    settle: async (count: number | null) => {
      answers.shift()?.(count);
      if (count !== null)
        await vi.waitFor(() => expect(useAppStore.getState().unreadNotifications).toBe(count));
      else await vi.waitFor(() => expect(client.getQueryState(['bell', 'unread'])?.status).toBe('error'));
    },
    later: async (ms: number) => {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(ms);
      });
    },
  };
}

describe('the bell’s unread count', () => {
  it('is asked at once, then every minute while the page is visible', async () => {
    const page = setup();
    await vi.waitFor(() => expect(page.asked()).toBe(1));
    await page.settle(3);
    await page.later(unreadIntervalMs);
    await vi.waitFor(() => expect(page.asked()).toBe(2));
    await page.settle(4);
    show('hidden');
    await page.later(unreadIntervalMs);
    expect(page.asked()).toBe(2);
  });

  it('is asked again when the window regains focus or the tab shows, once for both', async () => {
    const page = setup();
    await vi.waitFor(() => expect(page.asked()).toBe(1));
    await page.settle(0);
    show('hidden');
    await page.later(30_000);
    act(() => window.dispatchEvent(new Event('focus')));
    show('visible');
    await vi.waitFor(() => expect(page.asked()).toBe(2));
    await page.settle(1);
    await page.later(1_000);
    act(() => window.dispatchEvent(new Event('focus')));
    expect(page.asked()).toBe(2);
    await page.later(10_000);
    act(() => window.dispatchEvent(new Event('focus')));
    await vi.waitFor(() => expect(page.asked()).toBe(3));
  });

  it('never asks twice at a time, and stops (an answer on its way dropped) when the bell goes', async () => {
    const page = setup();
    await vi.waitFor(() => expect(page.asked()).toBe(1));
    await page.later(unreadIntervalMs);
    act(() => window.dispatchEvent(new Event('focus')));
    expect(page.asked()).toBe(1);
    page.hook.unmount();
    page.answer(7);
    await page.later(unreadIntervalMs);
    act(() => window.dispatchEvent(new Event('focus')));
    expect(page.asked()).toBe(1);
    expect(useAppStore.getState().unreadNotifications).toBe(0);
  });

  it('keeps polling after a failed answer', async () => {
    const page = setup();
    await vi.waitFor(() => expect(page.asked()).toBe(1));
    await page.settle(null);
    await page.later(unreadIntervalMs);
    await vi.waitFor(() => expect(page.asked()).toBe(2));
    await page.settle(2);
  });
});
