// @vitest-environment happy-dom

import { bs } from '@krov/messages';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerClientCatalogues } from '@/i18n/testing';
import { configureApiClient } from '@/shared/api/client-config';
import { installFakeApi } from '@/shared/api/testing/fake-api';
import { logIn, resetBrowserState } from '@/shared/api/testing/reset';
import { getQueryClient } from '@/shared/query/query-client';
import { useAuthStore } from '@/shared/state/auth-store';
import { me, renderWithProviders } from '../testing';
import { InvitationView } from './InvitationView';

registerClientCatalogues();
const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn() };
vi.mock('next/navigation', () => ({
  useRouter: () => router,
  useSearchParams: () => new URLSearchParams(window.location.search),
}));
vi.mock('next/link', async () => ({ default: (await import('../testing')).PlainLink }));

const I = bs.agency.invitation;
const token = 'tok_0123456789abcdefghijKLMN';
const preview = `GET /api/invitations/${token}`;
const invited = { agencyName: 'Kuća Nekretnine', email: 'lejla@example.ba' };
const invites = I.invites.replace('{agency}', invited.agencyName).replace('{email}', invited.email);
const notFound = { status: 404, body: { message: 'InvitationNotFound' } };
const notify = vi.fn();
let restoreConfig: () => void;

beforeEach(() => {
  resetBrowserState();
  router.push.mockReset();
  notify.mockReset();
  restoreConfig = configureApiClient({ notify, navigate: vi.fn() });
  window.history.replaceState(null, '', `/invitation?token=${token}`);
});

afterEach(() => {
  cleanup();
  getQueryClient().clear();
  restoreConfig();
  vi.unstubAllGlobals();
});

function loggedInAs(email: string, agency: ReturnType<typeof me>['agency'] = null) {
  logIn();
  useAuthStore.getState().setUser(me({ email, agency }));
}

describe('/invitation', () => {
  it('says a link without a token, or one the api does not know, is not valid any more', async () => {
    window.history.replaceState(null, '', '/invitation');
    const api = installFakeApi({ [preview]: notFound });
    const first = renderWithProviders(<InvitationView />);
    expect(screen.getByText(I.invalid.title)).toBeTruthy();
    expect(api.requests).toHaveLength(0);
    first.unmount();

    window.history.replaceState(null, '', `/invitation?token=${token}`);
    renderWithProviders(<InvitationView />);
    expect(await screen.findByText(I.invalid.title)).toBeTruthy();
    expect(notify).not.toHaveBeenCalled();
  });

  it('sends a logged-out invitee to log in or register with the invited address, and back here', async () => {
    installFakeApi({ [preview]: { status: 200, body: invited } });
    renderWithProviders(<InvitationView />);
    expect(await screen.findByText(invites)).toBeTruthy();
    const back = encodeURIComponent(`/invitation?token=${token}`);
    const email = encodeURIComponent(invited.email);
    expect(screen.getByRole('link', { name: I.login }).getAttribute('href')).toBe(
      `/login?next=${back}&email=${email}`,
    );
    expect(screen.getByRole('link', { name: I.register }).getAttribute('href')).toBe(
      `/register?next=${back}&email=${email}`,
    );
  });

  it('accepts as the invited address: the profile is refreshed and /me/agency opens', async () => {
    loggedInAs('Lejla@Example.ba');
    const joined = {
      id: 'a1',
      name: invited.agencyName,
      slug: 'kuca-nekretnine',
      status: 'approved',
      role: 'agent',
    };
    const api = installFakeApi({
      [preview]: { status: 200, body: invited },
      [`POST /api/invitations/${token}/accept`]: { status: 200, body: joined },
      'GET /api/users/me': { status: 200, body: me({ email: invited.email, agency: joined as never }) },
    });
    renderWithProviders(<InvitationView />);
    fireEvent.click(await screen.findByRole('button', { name: I.accept }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/me/agency'));
    expect(api.sentTo(`POST /api/invitations/${token}/accept`)).toHaveLength(1);
    expect(useAuthStore.getState().user?.agency?.role).toBe('agent');
  });

  it('declines, and shows an invitation used up meanwhile as not valid', async () => {
    loggedInAs(invited.email);
    installFakeApi({
      [preview]: { status: 200, body: invited },
      [`POST /api/invitations/${token}/decline`]: { status: 204 },
    });
    const first = renderWithProviders(<InvitationView />);
    fireEvent.click(await screen.findByRole('button', { name: I.decline }));
    expect(await screen.findByText(I.declined.title)).toBeTruthy();
    first.unmount();
    getQueryClient().clear();

    installFakeApi({
      [preview]: { status: 200, body: invited },
      [`POST /api/invitations/${token}/accept`]: notFound,
    });
    renderWithProviders(<InvitationView />);
    fireEvent.click(await screen.findByRole('button', { name: I.accept }));
    expect(await screen.findByText(I.invalid.title)).toBeTruthy();
    expect(notify).not.toHaveBeenCalled();
  });

  it('tells a user logged in with another address, or already in an agency, what to do instead', async () => {
    loggedInAs('amra@example.ba');
    installFakeApi({ [preview]: { status: 200, body: invited } });
    const first = renderWithProviders(<InvitationView />);
    expect(await screen.findByTestId('invitation-other-account')).toBeTruthy();
    expect(screen.queryByRole('button', { name: I.accept })).toBeNull();
    expect(screen.getByRole('button', { name: I.logout })).toBeTruthy();
    first.unmount();

    loggedInAs(invited.email, {
      id: 'b',
      name: 'Druga agencija',
      slug: 'druga',
      status: 'approved',
      role: 'agent',
    });
    renderWithProviders(<InvitationView />);
    expect(await screen.findByText(I.inAgency.replace('{agency}', 'Druga agencija'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: I.accept })).toBeNull();
    expect(screen.getByRole('button', { name: I.decline })).toBeTruthy();
  });
});
