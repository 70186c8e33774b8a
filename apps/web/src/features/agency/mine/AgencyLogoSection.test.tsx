// @vitest-environment happy-dom

import { bs } from '@krov/messages';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerClientCatalogues } from '@/i18n/testing';
import { configureApiClient } from '@/shared/api/client-config';
import { installFakeApi } from '@/shared/api/testing/fake-api';
import { FakeXhr } from '@/shared/api/testing/fake-xhr';
import { logIn, resetBrowserState } from '@/shared/api/testing/reset';
import { getQueryClient } from '@/shared/query/query-client';
import { useAuthStore } from '@/shared/state/auth-store';
import { Toasts } from '@/shared/ui/Toasts';
import { loadToasts } from '@/shared/ui/toast';
import { type Agency, agency, me, renderWithProviders } from '../testing';
import { AgencyLogoSection } from './AgencyLogoSection';

registerClientCatalogues();

const L = bs.agency.mine.logo;
const logoUrl = 'http://localhost:4000/api/files/agencies/a1/logo-1.webp';
const notify = vi.fn();
let restoreConfig: () => void;

let shown: Agency;

/** The owner's agency as /me/agency keeps it: what each answer of the api says it is now. */
function Owner() {
  const [current, setCurrent] = useState(shown);
  return <AgencyLogoSection agency={current} onSaved={setCurrent} />;
}

function owner(logo: string | null) {
  shown = agency({ logo });
  return installFakeApi({
    'DELETE /api/users/me/agency/logo': { status: 200, body: agency({ logo: null }) },
  });
}

async function renderView() {
  renderWithProviders(<Owner />);
  render(<Toasts />);
  return screen.findByTestId('agency-logo-section');
}

const png = (bytes: number) => new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' });

beforeEach(() => {
  resetBrowserState();
  logIn();
  useAuthStore.getState().setUser(me());
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  notify.mockReset();
  restoreConfig = configureApiClient({ notify, navigate: vi.fn() });
});

afterEach(async () => {
  const toastify = await loadToasts();
  act(() => toastify.toast.dismiss());
  cleanup();
  getQueryClient().clear();
  restoreConfig();
  vi.unstubAllGlobals();
});

describe('/me/agency: the logo', () => {
  it('uploads a chosen image with its progress, then shows it in place of the initials', async () => {
    owner(null);
    const section = await renderView();
    expect(within(section).getByText('KN')).toBeTruthy();
    expect(within(section).getByText(L.none)).toBeTruthy();
    expect(within(section).getByText(L.description.replace('{size}', '5'))).toBeTruthy();
    const input = within(section).getByLabelText(L.choose) as HTMLInputElement;
    expect(input.accept).toBe('image/jpeg,image/png,image/webp');
    const file = png(2048);
    fireEvent.change(input, { target: { files: [file] } });

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0] as FakeXhr;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/users/me/agency/logo']);
    expect((xhr.body as FormData).get('logo')).toBe(file);
    act(() => xhr.progress(512, 2048));
    const bar = await within(section).findByRole('progressbar', { name: L.uploading });
    expect(bar.getAttribute('value')).toBe('25');
    expect(input.disabled).toBe(true);
    act(() => xhr.respond(200, agency({ logo: logoUrl })));

    const image = await within(section).findByRole('img', {
      name: L.alt.replace('{agency}', 'Kuća Nekretnine'),
    });
    expect(image.getAttribute('src')).toBe(logoUrl);
    expect(await screen.findByText(L.uploaded)).toBeTruthy();
    expect(within(section).queryByRole('progressbar')).toBeNull();
    expect(within(section).getByLabelText(L.change)).toBeTruthy();
  });

  it('refuses a file over 5 MB before sending anything', async () => {
    owner(null);
    const section = await renderView();
    fireEvent.change(within(section).getByLabelText(L.choose), {
      target: { files: [png(5 * 1024 * 1024 + 1)] },
    });
    expect(await screen.findByText(L.tooLarge.replace('{size}', '5'))).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('shows the api’s refusal through its message and keeps the logo it had', async () => {
    owner(logoUrl);
    const section = await renderView();
    fireEvent.change(within(section).getByLabelText(L.change), { target: { files: [png(100)] } });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() => (FakeXhr.sent[0] as FakeXhr).respond(415, { message: 'FileTypeNotAllowed' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith(bs.errors.FileTypeNotAllowed));
    expect(within(section).getByTestId('agency-logo').dataset.logo).toBe(logoUrl);
  });

  it('removes the logo after asking, and the initials come back', async () => {
    const api = owner(logoUrl);
    const section = await renderView();
    expect(within(section).getByTestId('agency-logo').dataset.logo).toBe(logoUrl);
    fireEvent.click(within(section).getByRole('button', { name: L.remove }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(L.confirmTitle)).toBeTruthy();
    expect(api.sentTo('DELETE /api/users/me/agency/logo')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: L.confirm }));
    await waitFor(() => expect(within(section).getByTestId('agency-logo').dataset.logo).toBe(''));
    expect(api.sentTo('DELETE /api/users/me/agency/logo')).toHaveLength(1);
    expect(within(section).getByText('KN')).toBeTruthy();
    expect(await screen.findByText(L.removed)).toBeTruthy();
    expect(within(section).queryByRole('button', { name: L.remove })).toBeNull();
  });
});
