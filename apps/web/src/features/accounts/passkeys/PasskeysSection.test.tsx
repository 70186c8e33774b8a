// @vitest-environment happy-dom

import { bs } from '@krov/messages';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerClientCatalogues } from '@/i18n/testing';
import { configureApiClient } from '@/shared/api/client-config';
import { installFakeApi } from '@/shared/api/testing/fake-api';
import { logIn, resetBrowserState } from '@/shared/api/testing/reset';
import { QueryProvider } from '@/shared/query/QueryProvider';
import { getQueryClient } from '@/shared/query/query-client';
import { Toasts } from '@/shared/ui/Toasts';
import { loadToasts } from '@/shared/ui/toast';
import { PasskeysSection } from './PasskeysSection';

registerClientCatalogues();

const P = bs.profile.passkeys;
let restoreConfig: () => void;

const laptop = {
  id: 'Y3JlZC0x',
  name: 'Chrome (Linux)',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: null as string | null,
};

/** The browser's WebAuthn (outside the machine): a platform authenticator that makes one credential. */
function fakeAuthenticator() {
  const bytes = (text: string) => new TextEncoder().encode(text).buffer;
  const create = vi.fn(async () => ({
    id: 'bmV3LWtleQ',
    rawId: bytes('new-key'),
    type: 'public-key',
    authenticatorAttachment: 'platform',
    response: {
      clientDataJSON: bytes('{"type":"webauthn.create"}'),
      attestationObject: bytes('attestation'),
      getTransports: () => ['internal'],
    },
    getClientExtensionResults: () => ({}),
  }));
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  Object.defineProperty(navigator, 'credentials', { value: { create }, configurable: true });
  return create;
}

async function renderSection() {
  render(
    <NextIntlClientProvider locale="bs" messages={bs}>
      <QueryProvider>
        <PasskeysSection />
      </QueryProvider>
    </NextIntlClientProvider>,
  );
  render(<Toasts />);
  return screen.findByTestId('profile-passkeys');
}

beforeEach(() => {
  resetBrowserState();
  logIn();
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

describe('/me/profile: passkeys', () => {
  it("adds a passkey made by the browser with the api's options, then lists it", async () => {
    const create = fakeAuthenticator();
    const made = { ...laptop, id: 'bmV3LWtleQ', name: 'Chrome (Linux)' };
    const api = installFakeApi({
      'GET /api/users/me/passkeys': (_request, calls) => ({
        status: 200,
        body: { passkeys: calls === 0 ? [] : [made] },
      }),
      'POST /api/passkeys/registration-options': {
        status: 200,
        body: {
          challenge: 'Y2hhbGxlbmdl',
          rp: { id: 'localhost', name: 'Krov' },
          user: { id: 'dXNlcg', name: 'amra@krov.ba', displayName: 'Amra' },
          pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
          authenticatorSelection: { residentKey: 'required' },
        },
      },
      'POST /api/passkeys': { status: 201, body: made },
    });
    const section = await renderSection();
    expect(await within(section).findByText(P.empty)).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: P.add }));

    expect(await screen.findByText(P.added)).toBeTruthy();
    const options = (create.mock.calls[0] as unknown as [{ publicKey: { challenge: ArrayBuffer } }])[0];
    expect(new TextDecoder().decode(options.publicKey.challenge)).toBe('challenge');
    const sent = JSON.parse(api.sentTo('POST /api/passkeys')[0]?.body ?? '{}');
    expect(sent.credential).toMatchObject({ id: 'bmV3LWtleQ', type: 'public-key' });
    expect(sent.credential.response.transports).toEqual(['internal']);
    expect(await within(section).findByText('Chrome (Linux)')).toBeTruthy();
  });

  it('says so when the browser made no passkey (the person cancelled), and sends nothing', async () => {
    fakeAuthenticator().mockRejectedValueOnce(new DOMException('cancelled', 'NotAllowedError'));
    const api = installFakeApi({
      'GET /api/users/me/passkeys': { status: 200, body: { passkeys: [] } },
      'POST /api/passkeys/registration-options': {
        status: 200,
        body: { challenge: 'Y2hhbGxlbmdl', rp: { id: 'localhost', name: 'Krov' }, user: { id: 'dXNlcg' } },
      },
    });
    const section = await renderSection();
    fireEvent.click(await within(section).findByRole('button', { name: P.add }));
    expect(await screen.findByText(P.failed)).toBeTruthy();
    expect(api.sentTo('POST /api/passkeys')).toHaveLength(0);
  });

  it('renames one in place and removes one after asking', async () => {
    let current = [{ ...laptop, lastUsedAt: '2026-11-21T09:00:00.000Z' }];
    const api = installFakeApi({
      'GET /api/users/me/passkeys': () => ({ status: 200, body: { passkeys: current } }),
      [`PATCH /api/users/me/passkeys/${laptop.id}`]: (request) => {
        current = current.map((passkey) => ({ ...passkey, ...JSON.parse(request.body ?? '{}') }));
        return { status: 200, body: current[0] };
      },
      [`DELETE /api/users/me/passkeys/${laptop.id}`]: () => {
        current = [];
        return { status: 204 };
      },
    });
    const section = await renderSection();
    const item = await within(section).findByTestId('passkey');
    expect(item.textContent).toContain('Dodan 20. 11. 2026.');
    expect(item.textContent).toContain('Zadnja prijava 21. 11. 2026.');

    fireEvent.click(within(item).getByRole('button', { name: 'Preimenuj „Chrome (Linux)“' }));
    const field = within(section).getByLabelText(P.nameLabel) as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'Radni laptop' } });
    fireEvent.click(within(section).getByRole('button', { name: bs.common.save }));
    expect(await within(section).findByText('Radni laptop')).toBeTruthy();
    expect(JSON.parse(api.sentTo(`PATCH /api/users/me/passkeys/${laptop.id}`)[0]?.body ?? '')).toEqual({
      name: 'Radni laptop',
    });

    fireEvent.click(within(section).getByRole('button', { name: 'Ukloni „Radni laptop“' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(P.removeDialog.text)).toBeTruthy();
    expect(api.sentTo(`DELETE /api/users/me/passkeys/${laptop.id}`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: P.removeDialog.confirm }));
    expect(await within(section).findByText(P.empty)).toBeTruthy();
    await waitFor(() => expect(api.sentTo(`DELETE /api/users/me/passkeys/${laptop.id}`)).toHaveLength(1));
  });
});
