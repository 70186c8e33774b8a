// @vitest-environment happy-dom
import { bs } from '@krov/messages';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerClientCatalogues } from '@/i18n/testing';
import { configureApiClient } from '@/shared/api/client-config';
import { installFakeApi } from '@/shared/api/testing/fake-api';
import { logIn, resetBrowserState } from '@/shared/api/testing/reset';
import { useAuthStore } from '@/shared/state/auth-store';
import { Toasts } from '@/shared/ui/Toasts';
import { NotSamePropertyButton } from './NotSamePropertyButton';

registerClientCatalogues();

const texts = bs.propertyPage.offers.notSame;
const id = '0b8a5a4e-5d1c-4b7e-9d55-2f4f1c0e0a01';
const otherPropertyId = '7c1f3e52-8a0b-4d6e-9f21-3b5a7c9d1e02';
const ownerId = 'owner-1';
const path = `POST /api/properties/${id}/not-same-property`;
let restoreConfig: () => void;

beforeEach(() => {
  resetBrowserState();
  restoreConfig = configureApiClient({ notify: vi.fn(), navigate: vi.fn() });
});

afterEach(() => {
  cleanup();
  restoreConfig();
  vi.unstubAllGlobals();
});

function renderAs(userId: string | null) {
  if (userId) {
    logIn();
    useAuthStore.setState({ user: { id: userId } as never });
  }
  render(
    <NextIntlClientProvider locale="bs" messages={bs}>
      <NotSamePropertyButton
        id={id}
        ownerId={ownerId}
        otherPropertyId={otherPropertyId}
        advertiser="Krov Nekretnine"
      />
      <Toasts />
    </NextIntlClientProvider>,
  );
}

describe('"Nije ista nekretnina" beside another offer (issue 30)', () => {
  it('is not there for a visitor or another user', () => {
    renderAs(null);
    expect(screen.queryByRole('button', { name: /Nije ista nekretnina/ })).toBeNull();
    cleanup();
    renderAs('someone-else');
    expect(screen.queryByRole('button', { name: /Nije ista nekretnina/ })).toBeNull();
  });

  it('the owner is asked once more, then it is sent and the row says so', async () => {
    const api = installFakeApi({ [path]: { status: 204, body: null } });
    renderAs(ownerId);
    fireEvent.click(await screen.findByRole('button', { name: 'Nije ista nekretnina: Krov Nekretnine' }));
    expect(screen.getByText(texts.question)).toBeTruthy();
    expect(api.sentTo(path)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: texts.confirm }));
    expect(await screen.findByText(texts.done)).toBeTruthy();
    expect(JSON.parse(api.sentTo(path)[0]?.body ?? '{}')).toEqual({ otherPropertyId });
    expect(await screen.findByText(texts.sent)).toBeTruthy();
  });

  it('cancelled, nothing is sent and the button is back', async () => {
    const api = installFakeApi({ [path]: { status: 204, body: null } });
    renderAs(ownerId);
    fireEvent.click(await screen.findByRole('button', { name: 'Nije ista nekretnina: Krov Nekretnine' }));
    fireEvent.click(screen.getByRole('button', { name: texts.cancel }));
    await waitFor(() => expect(screen.queryByText(texts.question)).toBeNull());
    expect(screen.getByRole('button', { name: 'Nije ista nekretnina: Krov Nekretnine' })).toBeTruthy();
    expect(api.sentTo(path)).toHaveLength(0);
  });
});
