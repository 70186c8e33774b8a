// @vitest-environment happy-dom

import type { AdminChatReportsResponse } from '@krov/contracts';
import { bs } from '@krov/messages';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerClientCatalogues } from '@/i18n/testing';
import { configureApiClient } from '@/shared/api/client-config';
import { installFakeApi } from '@/shared/api/testing/fake-api';
import { resetBrowserState } from '@/shared/api/testing/reset';
import { getQueryClient } from '@/shared/query/query-client';
import { firstSectionAnswer, logInAs, renderAdmin } from './testing';

registerClientCatalogues();

const T = bs.admin.chatReports;
const route = 'GET /api/admin/chat-reports';
const tips = { phone: 7, link: 3, offPlatform: 2, money: 1 };
let restoreConfig: () => void;

function message(id: string, senderId: string, text: string | null, sentAt: string) {
  return {
    id,
    text,
    photos: [],
    propertyId: null,
    senderId,
    sentAt,
    safetyTips: [],
    warning: null,
    suspiciousLink: null,
    clientMessageId: `c-${id}`,
  } satisfies AdminChatReportsResponse['items'][number]['messages'][number];
}

const report: AdminChatReportsResponse['items'][number] = {
  id: 'r1',
  chatId: 'c1',
  reason: 'Traži kaparu prije razgledanja.',
  createdAt: '2026-11-20T09:00:00.000Z',
  reporter: { userId: 'u1', name: 'Lejla Kovač', email: 'lejla@example.ba' },
  members: [
    { userId: 'u1', name: 'Lejla Kovač', email: 'lejla@example.ba' },
    { userId: 'u2', name: 'Mirza Begić', email: 'mirza@example.ba' },
  ],
  // Newest first, as the api sends them.
  messages: [
    {
      ...message('m3', 'u2', null, '2026-11-20T08:10:00.000Z'),
      photos: [{ url: '/api/x.jpg', width: 800, height: 600 }],
    },
    {
      ...message('m2', 'u2', '<b>Uplatite 200 KM</b> na račun', '2026-11-20T08:05:00.000Z'),
      safetyTips: ['money'],
    },
    message('m1', 'u1', 'Da li je stan slobodan?', '2026-11-20T08:00:00.000Z'),
  ],
};

async function openSection() {
  renderAdmin();
  fireEvent.click(await screen.findByRole('button', { name: bs.admin.sections.chatReports }));
}

beforeEach(() => {
  resetBrowserState();
  restoreConfig = configureApiClient({ notify: vi.fn(), navigate: vi.fn() });
});

afterEach(() => {
  cleanup();
  getQueryClient().clear();
  restoreConfig();
  vi.unstubAllGlobals();
});

describe('/admin chat reports', () => {
  it('shows the safety tips and each report with its reason, members and messages oldest first', async () => {
    installFakeApi({
      ...firstSectionAnswer,
      [route]: { status: 200, body: { items: [report], safetyTips: tips } },
    });
    logInAs('admin');
    await openSection();
    const card = await screen.findByTestId('admin-chat-report');
    expect(within(screen.getByTestId('admin-tip-phone')).getByText('7')).toBeTruthy();
    expect(within(screen.getByTestId('admin-tip-money')).getByText(T.tips.money)).toBeTruthy();
    expect(within(card).getByText('Traži kaparu prije razgledanja.')).toBeTruthy();
    expect(
      within(card)
        .getAllByTestId('admin-report-member')
        .map((li) => li.textContent),
    ).toEqual(['Lejla Kovač · lejla@example.ba', 'Mirza Begić · mirza@example.ba']);
    const messages = within(card).getAllByTestId('admin-report-message');
    expect(messages).toHaveLength(3);
    expect(messages[0]?.textContent).toContain('Da li je stan slobodan?');
    expect(messages[0]?.textContent).toContain('Lejla Kovač');
    // Text is text: the markup in it is not rendered.
    expect(within(messages[1] as HTMLElement).getByText('<b>Uplatite 200 KM</b> na račun')).toBeTruthy();
    expect(messages[1]?.querySelector('b')).toBeNull();
    expect(messages[1]?.textContent).toContain(T.tips.money);
    const photo = within(messages[2] as HTMLElement).getByTestId('admin-report-photo');
    expect(photo.getAttribute('alt')).toBe(T.photoAlt.replace('{name}', 'Mirza Begić'));
  });

  it('says so when no conversation is reported', async () => {
    installFakeApi({
      ...firstSectionAnswer,
      [route]: {
        status: 200,
        body: { items: [], safetyTips: { phone: 0, link: 0, offPlatform: 0, money: 0 } },
      },
    });
    logInAs('admin');
    await openSection();
    expect((await screen.findByTestId('admin-chat-reports-empty')).textContent).toBe(T.empty);
    expect(screen.queryByTestId('admin-chat-report')).toBeNull();
  });

  it('becomes the 404 page when the api answers NotFound', async () => {
    installFakeApi({
      ...firstSectionAnswer,
      [route]: { status: 404, body: { message: 'NotFound' } },
    });
    logInAs('admin');
    await openSection();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(bs.notFound.title),
    );
  });
});
