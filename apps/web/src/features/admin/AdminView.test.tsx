// @vitest-environment happy-dom

import type { AdminAgencyItem, Me } from '@krov/contracts';
import { bs } from '@krov/messages';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerClientCatalogues } from '@/i18n/testing';
import { configureApiClient } from '@/shared/api/client-config';
import { installFakeApi } from '@/shared/api/testing/fake-api';
import { logIn, resetBrowserState } from '@/shared/api/testing/reset';
import { QueryProvider } from '@/shared/query/QueryProvider';
import { getQueryClient } from '@/shared/query/query-client';
import { useAuthStore } from '@/shared/state/auth-store';
import { AdminView } from './AdminView';

registerClientCatalogues();
vi.mock('next/link', () => ({
  default: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

const T = bs.admin.agencies;
const id = '7d4e2a51-0c1b-4c55-9b1e-5f1d2c3b4a59';
const list = 'GET /api/admin/agencies';
const queue = 'GET /api/admin/reports';
let restoreConfig: () => void;

function item(overrides: Partial<AdminAgencyItem> = {}): AdminAgencyItem {
  return {
    id,
    name: 'Kuća Nekretnine',
    slug: 'kuca-nekretnine',
    logo: null,
    description: '',
    address: 'Titova 1, Sarajevo',
    location: { lat: 43.85, lng: 18.41 },
    phoneNumber: '+38761111222',
    email: 'info@kuca.ba',
    website: null,
    registerVerified: false,
    status: 'pending',
    registerAuthority: 'fbih',
    registerNumber: 'FBiH-123/24',
    owner: { userId: 'u1', name: 'Amra Hadžić', email: 'amra@example.ba' },
    createdAt: '2026-11-01T10:00:00.000Z',
    history: [{ action: 'requested', by: 'Amra Hadžić', reason: null, at: '2026-11-01T10:00:00.000Z' }],
    ...overrides,
  };
}

function as(role: Me['role']) {
  logIn();
  useAuthStore.getState().setUser({
    id: 'u9',
    name: 'Admin',
    email: 'admin@demo.krov.ba',
    emailVerified: true,
    pendingEmail: null,
    phoneNumber: null,
    phoneNumberVerified: false,
    pendingPhoneNumber: null,
    profileImage: null,
    language: 'bs',
    role,
    agency: null,
  });
}

function renderView() {
  render(
    <NextIntlClientProvider locale="bs" messages={bs}>
      <QueryProvider>
        <AdminView />
      </QueryProvider>
    </NextIntlClientProvider>,
  );
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

describe('/admin', () => {
  it('is the 404 page for a user who is not an admin, and for a visitor, and asks the api nothing', () => {
    const api = installFakeApi({});
    as('user');
    renderView();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(bs.notFound.title);
    expect(screen.queryByText(bs.admin.title)).toBeNull();
    cleanup();
    useAuthStore.getState().clear();
    renderView();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(bs.notFound.title);
    expect(api.requests).toHaveLength(0);
  });

  it('becomes the 404 page when the api answers NotFound (no admin any more)', async () => {
    installFakeApi({ [queue]: { status: 404, body: { message: 'NotFound' } } });
    as('admin');
    renderView();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(bs.notFound.title),
    );
  });

  it('opens on the queue of reports, the first section', async () => {
    const api = installFakeApi({ [queue]: { status: 200, body: { items: [], nextCursor: null } } });
    as('admin');
    renderView();
    const tabs = within(screen.getByRole('navigation', { name: bs.admin.title })).getAllByRole('button');
    expect(tabs[0]?.textContent).toBe(bs.admin.sections.reports);
    expect(tabs[0]?.getAttribute('aria-current')).toBe('page');
    expect(await screen.findByTestId('admin-reports-empty')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(bs.admin.sections.reports);
    expect(api.sentTo(list)).toHaveLength(0);
  });

  it('lists the agency requests and approves one with a reason', async () => {
    const api = installFakeApi({
      [queue]: { status: 200, body: { items: [], nextCursor: null } },
      [list]: (request, calls) => {
        const status = new URL(request.url, 'http://localhost').searchParams.get('status');
        const items = status === 'pending' && calls === 0 ? [item()] : [];
        return { status: 200, body: { items } };
      },
      [`POST /api/admin/agencies/${id}/approve`]: { status: 200, body: item({ status: 'approved' }) },
    });
    as('admin');
    renderView();
    fireEvent.click(screen.getByRole('button', { name: bs.admin.sections.agencies }));
    const card = await screen.findByTestId('admin-agency');
    expect(within(card).getByText('FBiH-123/24')).toBeTruthy();
    expect(within(card).getByText(bs.agency.authorities.fbih)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: T.suspend.button })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: T.approve.button }));
    const dialog = await screen.findByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: T.approve.button });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(T.reason), { target: { value: 'Registar provjeren.' } });
    fireEvent.click(submit);
    await waitFor(() => expect(api.sentTo(`POST /api/admin/agencies/${id}/approve`)).toHaveLength(1));
    expect(JSON.parse(api.sentTo(`POST /api/admin/agencies/${id}/approve`)[0]?.body ?? '')).toEqual({
      reason: 'Registar provjeren.',
    });
    expect(new URL(api.sentTo(list)[0]?.url ?? '', 'http://localhost').searchParams.get('status')).toBe(
      'pending',
    );
    expect(await screen.findByTestId('admin-agencies-empty')).toBeTruthy();
  });

  it('shows the verified badge once the register number is verified', async () => {
    let verified = false;
    installFakeApi({
      [queue]: { status: 200, body: { items: [], nextCursor: null } },
      [list]: () => ({
        status: 200,
        body: { items: [item({ status: 'approved', registerVerified: verified })] },
      }),
      [`POST /api/admin/agencies/${id}/verify-register`]: () => {
        verified = true;
        return { status: 200, body: item({ status: 'approved', registerVerified: true }) };
      },
    });
    as('admin');
    renderView();
    fireEvent.click(screen.getByRole('button', { name: bs.admin.sections.agencies }));
    fireEvent.click(await screen.findByRole('radio', { name: T.statuses.approved }));
    const card = await screen.findByTestId('admin-agency');
    expect(within(card).queryByTestId('admin-verified')).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: T.verify.button }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(T.reason), { target: { value: 'Broj je u registru.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: T.verify.button }));
    expect(await screen.findByTestId('admin-verified')).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.verify.button })).toBeNull();
  });
});
