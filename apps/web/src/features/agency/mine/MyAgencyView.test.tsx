// @vitest-environment happy-dom

import { bs } from '@krov/messages';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerClientCatalogues } from '@/i18n/testing';
import { configureApiClient } from '@/shared/api/client-config';
import { installFakeApi } from '@/shared/api/testing/fake-api';
import { logIn, resetBrowserState } from '@/shared/api/testing/reset';
import { getQueryClient } from '@/shared/query/query-client';
import { useAuthStore } from '@/shared/state/auth-store';
import { agency, agentId, agents, invitations, me, renderWithProviders } from '../testing';
import { MyAgencyView } from './MyAgencyView';

registerClientCatalogues();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn() }) }));
vi.mock('next/link', async () => ({ default: (await import('../testing')).PlainLink }));
// The map (Leaflet) is not this view's: a stand-in that drops the pin.
vi.mock('@/shared/map/LocationPicker', () => ({
  LocationPicker: ({
    onChange,
    error,
  }: {
    onChange(at: { lat: number; lng: number }): void;
    error?: string;
  }) => (
    <div>
      <button type="button" onClick={() => onChange({ lat: 43.85, lng: 18.41 })}>
        pin
      </button>
      {error && <p>{error}</p>}
    </div>
  ),
}));

const A = bs.agency;
const notify = vi.fn();
let restoreConfig: () => void;

beforeEach(() => {
  resetBrowserState();
  logIn();
  useAuthStore.getState().setUser(me());
  notify.mockReset();
  restoreConfig = configureApiClient({ notify, navigate: vi.fn() });
});

afterEach(() => {
  cleanup();
  getQueryClient().clear();
  restoreConfig();
  vi.unstubAllGlobals();
});

const owned = {
  'GET /api/users/me/agency/agents': { status: 200, body: agents() },
  'GET /api/users/me/agency/invitations': { status: 200, body: invitations() },
};

describe('/me/agency', () => {
  it('without an agency: the request form, validated before anything is sent', async () => {
    const api = installFakeApi({ 'GET /api/users/me/agency': { status: 200, body: null } });
    renderWithProviders(<MyAgencyView />);
    expect(await screen.findByRole('heading', { name: A.mine.create.title })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: A.mine.create.submit }));
    expect(await screen.findByText(bs.validation.Location)).toBeTruthy();
    expect(screen.getByLabelText(bs.fields.agencyName).getAttribute('aria-invalid')).toBe('true');
    expect(api.sentTo('POST /api/agencies')).toHaveLength(0);
  });

  it('sends the request (name, no website: null), then says it was received and refreshes the profile', async () => {
    const created = agency({ status: 'pending' });
    const api = installFakeApi({
      'GET /api/users/me/agency': { status: 200, body: null },
      'POST /api/agencies': { status: 201, body: created },
      'GET /api/users/me': {
        status: 200,
        body: me({
          agency: {
            id: created.id,
            name: created.name,
            slug: created.slug,
            status: 'pending',
            role: 'owner',
          },
        }),
      },
      ...owned,
    });
    renderWithProviders(<MyAgencyView />);
    fireEvent.change(await screen.findByLabelText(bs.fields.agencyName), {
      target: { value: 'Kuća Nekretnine' },
    });
    fireEvent.change(screen.getByLabelText(bs.fields.address), { target: { value: 'Titova 1, Sarajevo' } });
    fireEvent.change(screen.getByLabelText(bs.fields.phoneNumber), { target: { value: '061 111 222' } });
    fireEvent.change(screen.getByLabelText(bs.fields.email), { target: { value: 'Info@Kuca.ba' } });
    fireEvent.click(screen.getByLabelText(A.authorities.rs));
    fireEvent.change(screen.getByLabelText(bs.fields.registerNumber), { target: { value: 'RS-77' } });
    fireEvent.click(screen.getByRole('button', { name: 'pin' }));
    fireEvent.click(screen.getByRole('button', { name: A.mine.create.submit }));

    const status = await screen.findByTestId('agency-status');
    expect(status.dataset.status).toBe('pending');
    expect(within(status).getByText(A.status.pending.title)).toBeTruthy();
    expect(JSON.parse(api.sentTo('POST /api/agencies')[0]?.body ?? '{}')).toEqual({
      name: 'Kuća Nekretnine',
      description: '',
      address: 'Titova 1, Sarajevo',
      location: { lat: 43.85, lng: 18.41 },
      phoneNumber: '+38761111222',
      email: 'info@kuca.ba',
      website: null,
      registerAuthority: 'rs',
      registerNumber: 'RS-77',
    });
    await waitFor(() => expect(useAuthStore.getState().user?.agency?.status).toBe('pending'));
  });

  it.each([
    ['pending', null, A.status.pending.title, null],
    [
      'approved',
      'Sve je uredno.',
      A.status.approved.title,
      A.status.note.replace('{reason}', 'Sve je uredno.'),
    ],
    [
      'suspended',
      'Lažni oglasi.',
      A.status.suspended.title,
      A.status.reason.replace('{reason}', 'Lažni oglasi.'),
    ],
  ] as const)(
    'shows the %s status as a message, with the admin’s words',
    async (status, statusReason, title, reason) => {
      installFakeApi({
        'GET /api/users/me/agency': { status: 200, body: agency({ status, statusReason }) },
        ...owned,
      });
      renderWithProviders(<MyAgencyView />);
      const message = await screen.findByTestId('agency-status');
      expect(within(message).getByRole('heading').textContent).toBe(title);
      expect(screen.queryByTestId('agency-status-reason')?.textContent ?? null).toBe(reason);
      // Every owner reaches the invoices: a suspended agency still pays, a pending one sets its details.
      expect(screen.getByRole('link', { name: A.invoices.link }).getAttribute('href')).toBe(
        '/me/agency/invoices',
      );
    },
  );

  it('gives the owner the agents, the invitations and the edit form; removes an agent after asking', async () => {
    const api = installFakeApi({
      'GET /api/users/me/agency': { status: 200, body: agency() },
      ...owned,
      [`DELETE /api/users/me/agency/agents/${agentId}`]: { status: 204 },
    });
    renderWithProviders(<MyAgencyView />);
    expect(await screen.findByRole('button', { name: A.mine.edit.submit })).toBeTruthy();
    expect(screen.getByRole('link', { name: A.statistics.link }).getAttribute('href')).toBe(
      '/me/agency/statistics',
    );
    await waitFor(() => expect(screen.getAllByTestId('agency-agent')).toHaveLength(2));
    // Per agent, how many of their listings wait for "still available" (issue 29): only where any do.
    const awaiting = screen.getAllByTestId('agent-awaiting-confirmation');
    expect(awaiting.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [A.agents.awaiting.one.replace('{count}', '1'), `/me/properties?agent=${agentId}`],
    ]);
    expect(screen.getAllByTestId('agency-invitation').map((item) => item.dataset.status)).toEqual([
      'pending',
      'accepted',
    ]);
    // Only agents can be removed, not the owner.
    expect(screen.getAllByRole('button', { name: /^Ukloni: / })).toHaveLength(1);
    fireEvent.click(
      screen.getByRole('button', { name: A.agents.removeNamed.replace('{name}', 'Emir Begić') }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(A.agents.removeDialog.title.replace('{name}', 'Emir Begić')),
    ).toBeTruthy();
    expect(api.sentTo(`DELETE /api/users/me/agency/agents/${agentId}`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: A.agents.removeDialog.confirm }));
    await waitFor(() => expect(api.sentTo(`DELETE /api/users/me/agency/agents/${agentId}`)).toHaveLength(1));
    await waitFor(() => expect(api.sentTo('GET /api/users/me/agency/agents')).toHaveLength(2));
  });

  it('shows the api’s refusals as toasts: inviting before approval, sending again too soon', async () => {
    installFakeApi({
      'GET /api/users/me/agency': { status: 200, body: agency({ status: 'pending' }) },
      ...owned,
      'POST /api/users/me/agency/invitations': { status: 403, body: { message: 'AgencyNotApproved' } },
      [`POST /api/users/me/agency/invitations/${'33333333-3333-4333-8333-333333333333'}/resend`]: {
        status: 429,
        body: { message: 'TooManyRequests' },
      },
    });
    renderWithProviders(<MyAgencyView />);
    expect(await screen.findByText(A.invitations.notApproved)).toBeTruthy();
    fireEvent.change(screen.getAllByLabelText(bs.fields.email)[0] as HTMLElement, {
      target: { value: 'lejla@example.ba' },
    });
    fireEvent.click(screen.getByRole('button', { name: A.invitations.invite }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith(bs.errors.AgencyNotApproved));
    fireEvent.click(
      await screen.findByRole('button', {
        name: A.invitations.resendNamed.replace('{email}', 'lejla@example.ba'),
      }),
    );
    await waitFor(() => expect(notify).toHaveBeenCalledWith(bs.errors.TooManyRequests));
  });

  it('shows an agent the agency read-only; leaving asks first, then the request form shows', async () => {
    const mine = agency({ role: 'agent' });
    const api = installFakeApi({
      'GET /api/users/me/agency': { status: 200, body: mine },
      [`DELETE /api/users/me/agency/agents/${me().id}`]: { status: 204 },
      'GET /api/users/me': { status: 200, body: me() },
    });
    renderWithProviders(<MyAgencyView />);
    expect(await screen.findByTestId('agency-details')).toBeTruthy();
    expect(screen.queryByTestId('agency-form')).toBeNull();
    expect(screen.queryByTestId('agency-agents')).toBeNull();
    expect(screen.queryByTestId('agency-statistics-link')).toBeNull();
    expect(screen.queryByTestId('agency-invoices-link')).toBeNull();
    expect(screen.getByText(mine.address)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: A.mine.leave.button }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: A.mine.leave.confirm }));
    expect(await screen.findByRole('heading', { name: A.mine.create.title })).toBeTruthy();
    expect(api.sentTo(`DELETE /api/users/me/agency/agents/${me().id}`)).toHaveLength(1);
    expect(api.sentTo('GET /api/users/me/agency/agents')).toHaveLength(0);
  });
});
