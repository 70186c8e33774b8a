// @vitest-environment happy-dom

import type { NotificationSettings } from '@krov/contracts';
import { bs, en } from '@krov/messages';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerClientCatalogues } from '@/i18n/testing';
import { configureApiClient } from '@/shared/api/client-config';
import { type Answer, deferred, installFakeApi } from '@/shared/api/testing/fake-api';
import { logIn, resetBrowserState } from '@/shared/api/testing/reset';
import { QueryProvider } from '@/shared/query/QueryProvider';
import { getQueryClient } from '@/shared/query/query-client';
import { NotificationSettingsView } from './NotificationSettingsView';
import { notificationKinds } from './notification-kinds';

registerClientCatalogues();
vi.mock('next/link', () => ({
  default: ({ href, children, ...props }: { href: string; children: ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));

const settingsPath = '/api/users/me/notification-settings';
const everything = {
  savedSearch: true,
  priceDrop: true,
  listingExpiring: true,
  listingExpired: true,
  availability: true,
  message: true,
  agency: true,
  invitation: true,
  moderation: true,
  report: true,
  payment: true,
};
const settings: NotificationSettings = {
  email: { ...everything },
  push: { ...everything, priceDrop: false },
};
let notify: ReturnType<typeof vi.fn<(text: string) => void>>;
let restoreConfig: () => void;

beforeEach(() => {
  resetBrowserState();
  logIn();
  notify = vi.fn<(text: string) => void>();
  restoreConfig = configureApiClient({ notify, navigate: vi.fn() });
});

afterEach(() => {
  cleanup();
  getQueryClient().clear();
  restoreConfig();
  vi.unstubAllGlobals();
});

function renderView(put: (body: unknown, calls: number) => Answer | Promise<Answer>) {
  const api = installFakeApi({
    [`GET ${settingsPath}`]: { status: 200, body: settings },
    [`PUT ${settingsPath}`]: (request, calls) => put(JSON.parse(request.body ?? '{}'), calls),
  });
  render(
    <NextIntlClientProvider locale="bs" messages={bs}>
      <QueryProvider>
        <NotificationSettingsView />
      </QueryProvider>
    </NextIntlClientProvider>,
  );
  return api;
}

const toggle = (channel: string, kind: string) =>
  screen.getByTestId(`notification-switch-${channel}-${kind}`);
const checked = (channel: string, kind: string) => toggle(channel, kind).getAttribute('aria-checked');

describe('/me/notifications', () => {
  it('names and explains every kind the api sends, in both languages', () => {
    for (const catalogue of [bs, en]) {
      const kinds = catalogue.notificationsPage.kinds as Record<string, { title?: string; text?: string }>;
      expect(notificationKinds.filter((kind) => !kinds[kind]?.title || !kinds[kind]?.text)).toEqual([]);
    }
  });

  it('shows a switch per kind for e-mail and for push, each named by both', async () => {
    renderView(() => ({ status: 200, body: settings }));
    await screen.findByTestId('notification-settings');
    expect(checked('email', 'priceDrop')).toBe('true');
    expect(checked('push', 'priceDrop')).toBe('false');
    expect(
      screen
        .getByRole('switch', { name: 'Push obavještenja za: Sniženja cijena' })
        .getAttribute('aria-checked'),
    ).toBe('false');
    expect(screen.getAllByRole('switch', { name: /^E-mail za: / })).toHaveLength(notificationKinds.length);
    expect(
      screen.getByRole('link', { name: bs.notificationsPage.settings.searchesLink }).getAttribute('href'),
    ).toBe('/me/searches');
  });

  it('moves a switch at once and puts only that one back when the api refuses', async () => {
    const first = deferred<Answer>();
    const api = renderView((_body, calls) =>
      calls === 0
        ? first.promise
        : { status: 200, body: { ...settings, push: { ...settings.push, priceDrop: true } } },
    );
    await screen.findByTestId('notification-settings');
    fireEvent.click(toggle('email', 'savedSearch'));
    await waitFor(() => expect(checked('email', 'savedSearch')).toBe('false'));
    await waitFor(() => expect(api.sentTo(`PUT ${settingsPath}`)).toHaveLength(1));
    expect(JSON.parse(api.sentTo(`PUT ${settingsPath}`)[0]?.body ?? '{}')).toEqual({
      email: { savedSearch: false },
    });
    // Another switch moves meanwhile, and stays when the first one is refused.
    fireEvent.click(toggle('push', 'priceDrop'));
    first.resolve({ status: 500, body: { message: 'InternalServerError' } });
    await waitFor(() => expect(checked('email', 'savedSearch')).toBe('true'));
    expect(checked('push', 'priceDrop')).toBe('true');
    expect(notify).toHaveBeenCalledWith(bs.errors.InternalServerError);
  });

  it('says when this browser has no push', async () => {
    renderView(() => ({ status: 200, body: settings }));
    await waitFor(() => expect(screen.getByTestId('push-section').dataset.state).toBe('unsupported'));
    expect(screen.getByTestId('push-status').textContent).toBe(bs.notificationsPage.push.unsupported);
    expect((screen.getByTestId('push-switch') as HTMLButtonElement).disabled).toBe(true);
  });
});
