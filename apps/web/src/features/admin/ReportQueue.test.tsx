// @vitest-environment happy-dom

import type { AdminReportItem } from '@krov/contracts';
import { bs } from '@krov/messages';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerClientCatalogues } from '@/i18n/testing';
import { configureApiClient } from '@/shared/api/client-config';
import { installFakeApi } from '@/shared/api/testing/fake-api';
import { resetBrowserState } from '@/shared/api/testing/reset';
import { getQueryClient } from '@/shared/query/query-client';
import { Toasts } from '@/shared/ui/Toasts';
import { loadToasts } from '@/shared/ui/toast';
import { logInAs, renderAdmin } from './testing';

registerClientCatalogues();

const T = bs.admin.reports;
const _L = bs.admin.auditLog;
const queue = 'GET /api/admin/reports';
const _log = 'GET /api/admin/audit-log';
const listingId = '3f2c1b0a-9d8e-4f7a-8b6c-5d4e3f2a1b0c';
const otherListingId = '7b6a5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d';
const chatId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const resolveOf = (id: string) => `POST /api/admin/reports/${id}/resolve`;
let restoreConfig: () => void;

const owner = { userId: 'u1', name: 'Amra Hadžić', email: 'amra@example.ba' };
const offender = { userId: 'u2', name: 'Marko Prevarić', email: 'marko@example.ba' };

function listingItem(): AdminReportItem {
  return {
    id: listingId,
    subject: 'listing',
    status: 'open',
    count: 2,
    reasons: { scam: 1, photo_reuse: 1 },
    system: true,
    latest: [{ reason: 'scam', text: 'Traži kaparu.', createdAt: '2026-11-20T09:30:00.000Z' }],
    listing: { id: listingId, address: 'Zmaja od Bosne 12', status: 'listed', ownerId: owner.userId },
    chat: null,
    user: owner,
    photoReuse: {
      listingId: otherListingId,
      address: 'Titova 5',
      photoId: 'p1',
      matchedPhotoId: 'p2',
      distance: 2,
    },
    resolution: null,
    createdAt: '2026-11-20T09:30:00.000Z',
  };
}

function chatItem(): AdminReportItem {
  return {
    id: chatId,
    subject: 'chat',
    status: 'open',
    count: 1,
    reasons: { chat: 1 },
    system: false,
    latest: [{ reason: 'chat', text: 'Traži novac unaprijed.', createdAt: '2026-11-20T08:00:00.000Z' }],
    listing: null,
    chat: {
      id: chatId,
      members: [owner, offender],
      messages: [
        {
          id: 'm1',
          text: 'Uplatite avans na ovaj račun.',
          photos: [],
          propertyId: null,
          senderId: offender.userId,
          sentAt: '2026-11-20T07:55:00.000Z',
          safetyTips: [],
          warning: null,
          suspiciousLink: null,
          clientMessageId: 'k1',
        },
      ],
    },
    user: offender,
    resolution: null,
    createdAt: '2026-11-20T08:00:00.000Z',
  };
}

async function openSection(name: string) {
  renderAdmin();
  render(<Toasts />);
  fireEvent.click(await screen.findByRole('button', { name }));
}

beforeEach(() => {
  resetBrowserState();
  restoreConfig = configureApiClient({ notify: vi.fn(), navigate: vi.fn() });
});

afterEach(async () => {
  const toastify = await loadToasts();
  act(() => toastify.toast.dismiss());
  cleanup();
  getQueryClient().clear();
  restoreConfig();
  vi.unstubAllGlobals();
});

describe('/admin: the queue of reports', () => {
  it('shows each subject with its count, reasons, texts and what is beside it; hiding is offered for a listing only', async () => {
    installFakeApi({
      [queue]: { status: 200, body: { items: [listingItem(), chatItem()], nextCursor: null } },
    });
    logInAs('admin');
    await openSection(bs.admin.sections.reports);
    const [listing, chat] = (await screen.findAllByTestId('admin-report')) as HTMLElement[];
    const first = within(listing as HTMLElement);
    expect(first.getByRole('heading', { name: 'Zmaja od Bosne 12' })).toBeTruthy();
    expect(first.getByTestId('admin-report-count').textContent).toBe('Prijava: 2');
    expect(first.getByText(T.system)).toBeTruthy();
    expect(first.getByText(`${T.reasons.photo_reuse} · 1`)).toBeTruthy();
    expect(first.getByText('„Traži kaparu.“')).toBeTruthy();
    // The system's photo_reuse flag names the listing whose photo it matched, linked.
    expect(first.getByTestId('admin-report-photo-reuse').textContent).toBe(`${T.photoReuse} Titova 5`);
    expect(first.getByRole('link', { name: 'Titova 5' }).getAttribute('href')).toBe(`/p/${otherListingId}`);
    expect(first.getByRole('button', { name: T.resolve.hide_listing.button })).toBeTruthy();
    const second = within(chat as HTMLElement);
    expect(second.getByText('Uplatite avans na ovaj račun.')).toBeTruthy();
    expect(second.getAllByTestId('admin-report-member').map((li) => li.textContent)).toEqual([
      'Amra Hadžić · amra@example.ba',
      'Marko Prevarić · marko@example.ba',
    ]);
    expect(second.getByText(`${T.reported}:`, { exact: false }).textContent).toBe(
      `${T.reported}: Marko Prevarić · marko@example.ba`,
    );
    expect(second.queryByRole('button', { name: T.resolve.hide_listing.button })).toBeNull();
    expect(second.getByRole('button', { name: T.resolve.suspend_user.button })).toBeTruthy();
  });

  it('filters by subject and status through the query', async () => {
    const api = installFakeApi({
      [queue]: { status: 200, body: { items: [], nextCursor: null } },
    });
    logInAs('admin');
    await openSection(bs.admin.sections.reports);
    expect((await screen.findByTestId('admin-reports-empty')).textContent).toBe(T.empty);
    fireEvent.click(screen.getByRole('button', { name: T.subject.user }));
    fireEvent.click(screen.getByRole('button', { name: T.status.resolved }));
    await waitFor(() =>
      expect(api.sentTo(queue).map((sent) => new URL(sent.url, 'http://localhost').search)).toContain(
        '?status=resolved&subject=user',
      ),
    );
    expect((await screen.findByTestId('admin-reports-empty')).textContent).toBe(T.emptyResolved);
  });

  it('suspends the reported user with a reason: the item leaves, a toast says so', async () => {
    const api = installFakeApi({
      [queue]: { status: 200, body: { items: [listingItem(), chatItem()], nextCursor: null } },
      [resolveOf(chatId)]: {
        status: 200,
        body: { id: chatId, subject: 'chat', action: 'suspend_user', resolved: 1 },
      },
    });
    logInAs('admin');
    await openSection(bs.admin.sections.reports);
    const chat = (await screen.findAllByTestId('admin-report'))[1] as HTMLElement;
    fireEvent.click(within(chat).getByRole('button', { name: T.resolve.suspend_user.button }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(T.resolve.suspend_user.title.replace('{name}', 'Marko Prevarić')),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(T.resolve.reason), {
      target: { value: ' Traži novac unaprijed od više kupaca. ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: T.resolve.suspend_user.button }));
    await waitFor(() => expect(api.sentTo(resolveOf(chatId))).toHaveLength(1));
    expect(JSON.parse(api.sentTo(resolveOf(chatId))[0]?.body ?? '')).toEqual({
      action: 'suspend_user',
      reason: 'Traži novac unaprijed od više kupaca.',
    });
    await waitFor(() => expect(screen.getAllByTestId('admin-report')).toHaveLength(1));
    expect(screen.getByTestId('admin-report').getAttribute('data-id')).toBe(listingId);
    expect(await screen.findByText(T.resolve.done.suspend_user)).toBeTruthy();
  });
});

describe('/admin: resolving a listing and the resolved reports', () => {
  it('hides the listing with a reason: the action and the reason are sent, the item leaves the open list', async () => {
    const api = installFakeApi({
      [queue]: (_request, calls) => ({
        status: 200,
        body: { items: calls === 0 ? [listingItem()] : [], nextCursor: null },
      }),
      [resolveOf(listingId)]: {
        status: 200,
        body: { id: listingId, subject: 'listing', action: 'hide_listing', resolved: 2 },
      },
    });
    logInAs('admin');
    await openSection(bs.admin.sections.reports);
    const card = await screen.findByTestId('admin-report');
    expect(within(card).getByText(`${T.reasons.scam} · 1`)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Zmaja od Bosne 12' }).getAttribute('href')).toBe(
      `/p/${listingId}`,
    );
    fireEvent.click(within(card).getByRole('button', { name: T.resolve.hide_listing.button }));
    const dialog = await screen.findByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: T.resolve.hide_listing.button });
    // The reason is required: the reporters and the owner are told it.
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(T.resolve.reason), {
      target: { value: 'Fotografije su s drugog portala.' },
    });
    fireEvent.click(submit);
    await waitFor(() => expect(api.sentTo(resolveOf(listingId))).toHaveLength(1));
    expect(JSON.parse(api.sentTo(resolveOf(listingId))[0]?.body ?? '')).toEqual({
      action: 'hide_listing',
      reason: 'Fotografije su s drugog portala.',
    });
    expect(await screen.findByText(T.resolve.done.hide_listing)).toBeTruthy();
    expect((await screen.findByTestId('admin-reports-empty')).textContent).toBe(T.empty);
  });

  it('keeps the item and the dialog when the api refuses (its toast says why)', async () => {
    const notify = vi.fn();
    restoreConfig();
    restoreConfig = configureApiClient({ notify, navigate: vi.fn() });
    installFakeApi({
      [queue]: { status: 200, body: { items: [listingItem()], nextCursor: null } },
      [resolveOf(listingId)]: { status: 404, body: { message: 'NotFound' } },
    });
    logInAs('admin');
    await openSection(bs.admin.sections.reports);
    fireEvent.click(await screen.findByRole('button', { name: T.resolve.dismiss.button }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(T.resolve.reason), { target: { value: 'Nije prevara.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: T.resolve.dismiss.button }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith(bs.errors.NotFound));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.getAllByTestId('admin-report')).toHaveLength(1);
  });

  it('shows a resolved item with what was done, when and why, and offers no action', async () => {
    installFakeApi({
      [queue]: (request) =>
        new URL(request.url, 'http://localhost').searchParams.get('status') === 'resolved'
          ? {
              status: 200,
              body: {
                items: [
                  {
                    ...listingItem(),
                    status: 'resolved',
                    listing: { ...listingItem().listing, status: 'hidden' },
                    resolution: {
                      action: 'hide_listing',
                      reason: 'Prevara: traži avans.',
                      resolvedAt: '2026-11-21T13:05:00.000Z',
                      adminId: 'u9',
                    },
                  },
                ],
                nextCursor: null,
              },
            }
          : { status: 200, body: { items: [], nextCursor: null } },
    });
    logInAs('admin');
    await openSection(bs.admin.sections.reports);
    await screen.findByTestId('admin-reports-empty');
    fireEvent.click(screen.getByRole('button', { name: T.status.resolved }));
    const card = await screen.findByTestId('admin-report');
    expect(within(card).getByTestId('admin-report-resolution').textContent).toBe(
      `${T.resolution.hide_listing.replace('{date}', '21. 11. 2026. 14:05')} Prevara: traži avans.`,
    );
    expect(within(card).queryByRole('button')).toBeNull();
  });
});
