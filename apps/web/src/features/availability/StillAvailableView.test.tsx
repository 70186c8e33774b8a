// @vitest-environment happy-dom

import { bs } from '@krov/messages';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerClientCatalogues } from '@/i18n/testing';
import { configureApiClient } from '@/shared/api/client-config';
import { installFakeApi } from '@/shared/api/testing/fake-api';
import { resetBrowserState } from '@/shared/api/testing/reset';
import { StillAvailableView } from './StillAvailableView';

registerClientCatalogues();
vi.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(window.location.search),
}));
vi.mock('next/link', () => ({
  default: ({ href, children, ...props }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));

const texts = bs.stillAvailablePage;
const confirmPath = 'POST /api/availability-confirmations';
const propertyId = '0b8a5a4e-5d1c-4b7e-9d55-000000000001';
let restoreConfig: () => void = () => {};

beforeEach(() => {
  resetBrowserState();
  restoreConfig = configureApiClient({ notify: vi.fn(), navigate: vi.fn() });
});
afterEach(() => {
  cleanup();
  restoreConfig();
  vi.unstubAllGlobals();
});

function open(query: string) {
  window.history.replaceState(null, '', `/still-available${query}`);
  render(
    <NextIntlClientProvider locale="bs" messages={bs}>
      <StillAvailableView />
    </NextIntlClientProvider>,
  );
}

describe('/still-available, the e-mail’s one tap (issue 29)', () => {
  it('confirms nothing on opening; its one button sends the token and links the listing', async () => {
    const api = installFakeApi({
      [confirmPath]: { status: 200, body: { propertyId, confirmedAt: '2026-11-28T10:00:00.000Z' } },
    });
    open('?token=signed.token.value');
    expect(api.requests).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: texts.button }));
    await waitFor(() => expect(screen.getByTestId('still-available-done')).toBeTruthy());
    expect(JSON.parse(api.sentTo(confirmPath)[0]?.body ?? '{}')).toEqual({ token: 'signed.token.value' });
    expect(screen.getByRole('link', { name: texts.view }).getAttribute('href')).toBe(`/p/${propertyId}`);
  });

  it('says why a used or expired link is refused and leads to My properties through the login', async () => {
    installFakeApi({ [confirmPath]: { status: 410, body: { message: 'LinkExpired' } } });
    open('?token=used.token');
    fireEvent.click(screen.getByRole('button', { name: texts.button }));
    const alert = await screen.findByTestId('still-available-failed');
    expect(alert.textContent).toContain(bs.errors.LinkExpired);
    expect(screen.getAllByRole('link', { name: texts.loginToConfirm })[0]?.getAttribute('href')).toBe(
      '/login?next=%2Fme%2Fproperties',
    );
  });

  it('without a token says the link is incomplete and offers no button', () => {
    installFakeApi({});
    open('');
    expect(screen.getByTestId('still-available-no-token').textContent).toBe(texts.noToken);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
