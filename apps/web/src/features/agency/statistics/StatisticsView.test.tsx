// @vitest-environment happy-dom

import type { AgencyStatisticsResponse } from '@krov/contracts';
import { bs } from '@krov/messages';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerClientCatalogues } from '@/i18n/testing';
import { configureApiClient } from '@/shared/api/client-config';
import { installFakeApi } from '@/shared/api/testing/fake-api';
import { logIn, resetBrowserState } from '@/shared/api/testing/reset';
import { getQueryClient } from '@/shared/query/query-client';
import { useAuthStore } from '@/shared/state/auth-store';
import { me, renderWithProviders } from '../testing';
import { StatisticsView } from './StatisticsView';

registerClientCatalogues();
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
  useSearchParams: () => new URLSearchParams(window.location.search),
}));
vi.mock('next/link', async () => ({ default: (await import('../testing')).PlainLink }));

const S = bs.agency.statistics;
const route = 'GET /api/users/me/agency/statistics';
const notify = vi.fn();
let restoreConfig: () => void;

function statistics(overrides: Partial<AgencyStatisticsResponse> = {}): AgencyStatisticsResponse {
  const zero = { views: 0, saves: 0, contacts: 0, phoneReveals: 0 };
  return {
    days: 7,
    totals: { views: 1250, saves: 4, contacts: 3, phoneReveals: 2 },
    daily: [
      { day: '2026-11-20', ...zero },
      { day: '2026-11-21', views: 1200, saves: 3, contacts: 2, phoneReveals: 1 },
      { day: '2026-11-22', views: 50, saves: 1, contacts: 1, phoneReveals: 1 },
    ],
    listings: [
      {
        propertyId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
        address: 'Zmaja od Bosne 12',
        agentId: null,
        views: 1200,
        saves: 1,
        contacts: 3,
        phoneReveals: 0,
      },
      {
        propertyId: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
        address: 'Alipašina 5',
        agentId: null,
        views: 50,
        saves: 3,
        contacts: 0,
        phoneReveals: 2,
      },
    ],
    ...overrides,
  };
}

beforeEach(() => {
  resetBrowserState();
  logIn();
  useAuthStore.getState().setUser(me());
  notify.mockReset();
  restoreConfig = configureApiClient({ notify, navigate: vi.fn() });
  window.history.replaceState(null, '', '/me/agency/statistics');
});

afterEach(() => {
  cleanup();
  getQueryClient().clear();
  restoreConfig();
  vi.unstubAllGlobals();
});

describe('/me/agency/statistics', () => {
  it('the totals, both charts named by their summary, and the listings with links to their pages', async () => {
    const api = installFakeApi({ [route]: { status: 200, body: statistics() } });
    renderWithProviders(<StatisticsView />);
    expect((await screen.findByTestId('total-views')).textContent).toBe('1.250');
    expect(screen.getByTestId('total-contacts').textContent).toBe('3');
    expect(screen.getByTestId('total-phoneReveals').textContent).toBe('2');
    expect(new URL(api.sentTo(route)[0]?.url ?? '', 'http://x').searchParams.get('days')).toBe('30');
    const views = screen.getByRole('img', {
      name: /^Pregledi po danima od 20\. 11\. 2026\. do 22\. 11\. 2026\./,
    });
    expect(views.getAttribute('aria-label')).toContain('ukupno 1.250, najviše 21. 11. 2026. (1.200)');
    expect(screen.getByRole('img', { name: new RegExp(`^${S.contactsChart}`) })).toBeTruthy();
    const rows = screen.getAllByTestId('statistics-listing');
    expect(rows.map((row) => row.getAttribute('data-property-id'))).toEqual([
      'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
      'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
    ]);
    const first = rows[0] as HTMLElement;
    expect(within(first).getByRole('link', { name: 'Zmaja od Bosne 12' }).getAttribute('href')).toBe(
      '/p/aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
    );
    expect(within(first).getByTestId('listing-views').textContent).toBe('1.200');
    // The per-day figures, the charts' accessible data.
    const day = screen.getByRole('rowheader', { name: '21. 11. 2026.' }).closest('tr') as HTMLElement;
    expect(
      within(day)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1.200', '3', '2', '1']);
  });

  it('sorts the listings by a column', async () => {
    installFakeApi({ [route]: { status: 200, body: statistics() } });
    renderWithProviders(<StatisticsView />);
    const table = await screen.findByTestId('statistics-listings');
    fireEvent.click(within(table).getByRole('button', { name: S.saves }));
    const ids = () =>
      screen.getAllByTestId('statistics-listing').map((row) => row.getAttribute('data-property-id'));
    expect(ids()[0]).toBe('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb');
    expect(within(table).getByRole('columnheader', { name: S.saves }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    fireEvent.click(within(table).getByRole('button', { name: S.address }));
    expect(ids()[0]).toBe('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'); // Alipašina before Zmaja
  });

  it('the period from the URL: asked of the api, marked in the switch, in the CSV link', async () => {
    window.history.replaceState(null, '', '/me/agency/statistics?days=7');
    const api = installFakeApi({ [route]: { status: 200, body: statistics() } });
    renderWithProviders(<StatisticsView />);
    await screen.findByTestId('agency-statistics');
    expect(new URL(api.sentTo(route)[0]?.url ?? '', 'http://x').searchParams.get('days')).toBe('7');
    const switchLinks = within(screen.getByRole('navigation', { name: S.period })).getAllByRole('link');
    expect(switchLinks.map((link) => link.getAttribute('href'))).toEqual([
      '/me/agency/statistics?days=7',
      '/me/agency/statistics?days=30',
      '/me/agency/statistics?days=90',
    ]);
    expect(switchLinks.map((link) => link.getAttribute('aria-current'))).toEqual(['page', null, null]);
    expect(switchLinks[0]?.textContent).toBe('Posljednjih 7 dana');
    expect(screen.getByRole('link', { name: S.csv }).getAttribute('href')).toBe(
      '/api/users/me/agency/statistics.csv?days=7',
    );
  });

  it('an unknown period is the default, 30 days', async () => {
    window.history.replaceState(null, '', '/me/agency/statistics?days=365');
    const api = installFakeApi({ [route]: { status: 200, body: statistics({ days: 30 }) } });
    renderWithProviders(<StatisticsView />);
    await screen.findByTestId('agency-statistics');
    expect(new URL(api.sentTo(route)[0]?.url ?? '', 'http://x').searchParams.get('days')).toBe('30');
  });

  it('no activity in the period: says so instead of empty charts; no listings: a way to add one', async () => {
    const zero = { views: 0, saves: 0, contacts: 0, phoneReveals: 0 };
    installFakeApi({
      [route]: {
        status: 200,
        body: statistics({ totals: zero, daily: [{ day: '2026-11-22', ...zero }], listings: [] }),
      },
    });
    renderWithProviders(<StatisticsView />);
    expect((await screen.findByTestId('statistics-no-activity')).textContent).toBe(S.noActivity);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByTestId('statistics-no-listings').textContent).toContain(S.noListings);
    expect(screen.getByRole('link', { name: S.addListing }).getAttribute('href')).toBe('/me/properties/new');
  });

  it('an agent: only the owner sees the statistics', async () => {
    installFakeApi({ [route]: { status: 403, body: { message: 'ActionForbidden' } } });
    renderWithProviders(<StatisticsView />);
    expect((await screen.findByTestId('statistics-agent-only')).textContent).toBe(S.agentOnly);
    expect(notify).not.toHaveBeenCalled();
  });

  it('no agency: says so and links to /me/agency', async () => {
    installFakeApi({ [route]: { status: 404, body: { message: 'AgencyNotFound' } } });
    renderWithProviders(<StatisticsView />);
    await screen.findByTestId('statistics-no-agency');
    expect(screen.getByText(S.noAgency)).toBeTruthy();
    expect(screen.getByRole('link', { name: S.toMyAgency }).getAttribute('href')).toBe('/me/agency');
  });

  it('another failure: a message and Try again', async () => {
    installFakeApi({
      [route]: (_request, calls) =>
        calls === 0
          ? { status: 500, body: { message: 'InternalServerError' } }
          : { status: 200, body: statistics() },
    });
    renderWithProviders(<StatisticsView />);
    expect(await screen.findByText(S.loadFailed)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: bs.common.tryAgain }));
    expect(await screen.findByTestId('agency-statistics')).toBeTruthy();
  });
});
