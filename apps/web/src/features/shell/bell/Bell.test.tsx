// @vitest-environment happy-dom

import type { NotificationItem } from '@krov/contracts';
import { bs } from '@krov/messages';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerClientCatalogues } from '@/i18n/testing';
import { configureApiClient } from '@/shared/api/client-config';
import { installFakeApi, type Route } from '@/shared/api/testing/fake-api';
import { logIn, resetBrowserState } from '@/shared/api/testing/reset';
import { useAppStore } from '@/shared/state/app-store';
import { Bell } from './Bell';

registerClientCatalogues();
vi.mock('next/link', () => ({
  default: ({
    href,
    children,
    prefetch: _prefetch,
    ...props
  }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; prefetch?: boolean; children: ReactNode }) => (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        event.preventDefault();
        props.onClick?.(event);
      }}
    >
      {children}
    </a>
  ),
}));

const countPath = 'GET /api/users/me/notifications/unread-count';
const listPath = 'GET /api/users/me/notifications';
const readPath = 'POST /api/users/me/notifications/read';
let restoreConfig: () => void;

beforeEach(() => {
  resetBrowserState();
  logIn();
  restoreConfig = configureApiClient({ notify: vi.fn(), navigate: vi.fn() });
});

afterEach(() => {
  cleanup();
  restoreConfig();
  vi.unstubAllGlobals();
});

function notification(n: number, read = false): NotificationItem {
  return {
    id: `6c1f2a3e-0000-4000-8000-${String(n).padStart(12, '0')}`,
    type: n === 2 ? 'Action' : 'General',
    kind: n === 2 ? 'listingExpiring' : 'savedSearch',
    title: `Naslov ${n}`,
    description: `Opis ${n}`,
    link: `/p/${n}`,
    createdAt: new Date(Date.now() - n * 60_000).toISOString(),
    readAt: read ? '2026-11-20T10:00:00.000Z' : null,
  };
}

function renderBell(routes: Record<string, Route>) {
  const api = installFakeApi(routes);
  render(
    <NextIntlClientProvider locale="bs" messages={{ bell: bs.bell }}>
      <Bell />
    </NextIntlClientProvider>,
  );
  return api;
}

const bellButton = () => screen.getByTestId('bell-button');

describe('the bell', () => {
  it('shows the unread count as its badge and in its name, nothing at zero', async () => {
    renderBell({ [countPath]: { status: 200, body: { count: 3 } } });
    await waitFor(() => expect(screen.getByTestId('bell-badge').textContent).toBe('3'));
    expect(bellButton().textContent).toContain('3 nepročitana');
    act(() => useAppStore.getState().setUnreadNotifications(0));
    expect(screen.queryByTestId('bell-badge')).toBeNull();
    act(() => useAppStore.getState().setUnreadNotifications(120));
    expect(screen.getByTestId('bell-badge').textContent).toBe('99+');
  });

  it('opens the list, marks what it shows read, and the badge takes the api’s count', async () => {
    const api = renderBell({
      [countPath]: { status: 200, body: { count: 2 } },
      [listPath]: {
        status: 200,
        body: { items: [notification(1), notification(2), notification(3, true)], nextCursor: null },
      },
      [readPath]: { status: 200, body: { count: 0 } },
    });
    await waitFor(() => expect(screen.getByTestId('bell-badge').textContent).toBe('2'));
    fireEvent.click(bellButton());
    expect(bellButton().getAttribute('aria-expanded')).toBe('true');
    const panel = await screen.findByTestId('bell-panel');
    await waitFor(() => expect(within(panel).getAllByTestId('bell-item')).toHaveLength(3));
    await waitFor(() => expect(api.sentTo(readPath)).toHaveLength(1));
    expect(JSON.parse(api.sentTo(readPath)[0]?.body ?? '{}')).toEqual({
      ids: [notification(1).id, notification(2).id],
    });
    await waitFor(() => expect(screen.queryByTestId('bell-badge')).toBeNull());
    // What was new keeps its mark while the panel is open.
    const items = within(panel).getAllByTestId('bell-item');
    expect(items.map((item) => item.dataset.unread ?? 'read')).toEqual(['true', 'true', 'read']);
    expect(within(items[0] as HTMLElement).getByText('Naslov 1')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('prije 1 minutu')).toBeTruthy();
    expect(
      within(items[1] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/p/2');
    expect(within(panel).getByRole('link', { name: bs.bell.settings }).getAttribute('href')).toBe(
      '/me/notifications',
    );
  });

  it('loads older notifications by the cursor, marks all read, and closes on a click of one', async () => {
    const api = renderBell({
      [countPath]: { status: 200, body: { count: 5 } },
      [listPath]: (request) =>
        new URL(request.url, 'http://localhost:3000').searchParams.get('cursor') === 'older'
          ? { status: 200, body: { items: [notification(3)], nextCursor: null } }
          : {
              status: 200,
              body: { items: [notification(1, true), notification(2, true)], nextCursor: 'older' },
            },
      [readPath]: { status: 200, body: { count: 0 } },
    });
    fireEvent.click(bellButton());
    const more = await screen.findByRole('button', { name: bs.bell.loadMore });
    expect(api.sentTo(readPath)).toHaveLength(0);
    fireEvent.click(more);
    await waitFor(() => expect(screen.getAllByTestId('bell-item')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: bs.bell.loadMore })).toBeNull();
    await waitFor(() => expect(api.sentTo(readPath)).toHaveLength(1));

    act(() => useAppStore.getState().setUnreadNotifications(4));
    fireEvent.click(screen.getByTestId('bell-mark-all'));
    await waitFor(() => expect(api.sentTo(readPath)).toHaveLength(2));
    expect(JSON.parse(api.sentTo(readPath)[1]?.body ?? '{}')).toEqual({ all: true });
    await waitFor(() => expect(useAppStore.getState().unreadNotifications).toBe(0));
    expect(screen.getAllByTestId('bell-item').every((item) => item.dataset.unread === undefined)).toBe(true);

    fireEvent.click(within(screen.getAllByTestId('bell-item')[0] as HTMLElement).getByRole('link'));
    expect(screen.queryByTestId('bell-panel')).toBeNull();
  });

  it('says when there is nothing, and closes with Escape, focus back on the bell', async () => {
    renderBell({
      [countPath]: { status: 200, body: { count: 0 } },
      [listPath]: { status: 200, body: { items: [], nextCursor: null } },
    });
    fireEvent.click(bellButton());
    expect(await screen.findByTestId('bell-empty')).toBeTruthy();
    expect(screen.queryByTestId('bell-mark-all')).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('bell-panel')).toBeNull();
    expect(document.activeElement).toBe(bellButton());
    expect(bellButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('says when the list failed; an older page failing keeps the list, and one that moved is not shown twice', async () => {
    renderBell({
      [countPath]: { status: 200, body: { count: 0 } },
      [listPath]: { status: 500, body: { message: 'InternalServerError' } },
    });
    fireEvent.click(bellButton());
    expect(await screen.findByText(bs.bell.loadFailed)).toBeTruthy();
    cleanup();

    const api = renderBell({
      [countPath]: { status: 200, body: { count: 0 } },
      [listPath]: (request, calls) => {
        if (new URL(request.url, 'http://localhost:3000').searchParams.get('cursor') !== 'older') {
          return {
            status: 200,
            body: { items: [notification(1, true), notification(2, true)], nextCursor: 'older' },
          };
        }
        return calls === 1
          ? { status: 500, body: { message: 'InternalServerError' } }
          : {
              status: 200,
              body: { items: [notification(2, true), notification(3, true)], nextCursor: null },
            };
      },
    });
    fireEvent.click(bellButton());
    fireEvent.click(await screen.findByRole('button', { name: bs.bell.loadMore }));
    await waitFor(() => expect(api.sentTo(listPath)).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: bs.bell.loadMore }).getAttribute('aria-busy')).toBeNull(),
    );
    expect(screen.getAllByTestId('bell-item')).toHaveLength(2);
    expect(screen.queryByText(bs.bell.loadFailed)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: bs.bell.loadMore }));
    await waitFor(() => expect(screen.getAllByTestId('bell-item')).toHaveLength(3));
    expect(
      screen.getAllByTestId('bell-item').map((item) => within(item).getByRole('link').getAttribute('href')),
    ).toEqual(['/p/1', '/p/2', '/p/3']);
  });
});
