// @vitest-environment happy-dom

import type { AdminAuditEntry } from '@krov/contracts';
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

const L = bs.admin.auditLog;
const queue = 'GET /api/admin/reports';
const log = 'GET /api/admin/audit-log';
const listingId = '3f2c1b0a-9d8e-4f7a-8b6c-5d4e3f2a1b0c';
let restoreConfig: () => void;

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

describe('/admin: the audit log', () => {
  const entry = (id: string, action: AdminAuditEntry['action']): AdminAuditEntry => ({
    id,
    action,
    admin: { userId: 'u9', name: 'Selma Begović', email: 'admin@demo.krov.ba' },
    subject: { type: 'listing', id: listingId },
    reason: 'Prevara: traži avans.',
    details: { reports: 2, ownerId: null },
    createdAt: '2026-11-20T09:30:00.000Z',
  });

  it('lists who did what, when and why, and filters by action', async () => {
    const api = installFakeApi({
      [queue]: { status: 200, body: { items: [], nextCursor: null } },
      [log]: { status: 200, body: { items: [entry('a1', 'report.hide_listing')], nextCursor: null } },
    });
    logInAs('admin');
    await openSection(bs.admin.sections.auditLog);
    const row = within(await screen.findByTestId('admin-audit-entry'));
    expect(row.getByText('Selma Begović')).toBeTruthy();
    expect(row.getByText(/^20\. 11\. 2026\. 10:30/)).toBeTruthy();
    expect(row.getByText(new RegExp(L.actions.report.hide_listing))).toBeTruthy();
    expect(row.getByRole('link', { name: listingId }).getAttribute('href')).toBe(`/p/${listingId}`);
    expect(row.getByText('Prevara: traži avans.')).toBeTruthy();
    // A detail without a value is left out.
    expect(row.getByText('reports: 2')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(L.filter), { target: { value: 'coupon.create' } });
    await waitFor(() =>
      expect(api.sentTo(log).map((sent) => new URL(sent.url, 'http://localhost').search)).toContain(
        '?action=coupon.create',
      ),
    );
  });
});
