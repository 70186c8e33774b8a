// @vitest-environment happy-dom
import { bs } from '@krov/messages';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerClientCatalogues } from '@/i18n/testing';
import { configureApiClient } from '@/shared/api/client-config';
import { deferred, installFakeApi } from '@/shared/api/testing/fake-api';
import { logIn, resetBrowserState } from '@/shared/api/testing/reset';
import { getQueryClient } from '@/shared/query/query-client';
import { SavedToggle } from './SavedToggle';

registerClientCatalogues();

const notify = vi.fn<(text: string) => void>();
let restoreConfig: () => void;
const id = '0b8a5a4e-5d1c-4b7e-9d55-2f4f1c0e0a01';
const savePath = `/api/properties/${id}/save`;

beforeEach(() => {
  resetBrowserState();
  logIn();
  notify.mockReset();
  restoreConfig = configureApiClient({ notify, navigate: vi.fn() });
});

afterEach(() => {
  cleanup();
  getQueryClient().clear();
  restoreConfig();
  vi.unstubAllGlobals();
});

function renderToggle(saveNow = false) {
  render(
    <NextIntlClientProvider locale="bs" messages={bs}>
      <SavedToggle id={id} saveNow={saveNow} />
    </NextIntlClientProvider>,
  );
  return () => screen.getByTestId('save-button');
}

describe('the saved heart of a logged-in visitor', () => {
  it('saves once on its own when the visitor pressed it before logging in, and not when already saved', async () => {
    const api = installFakeApi({
      [`GET ${savePath}`]: { status: 200, body: { saved: false } },
      [`PUT ${savePath}`]: { status: 200, body: { saved: true } },
    });
    const button = renderToggle(true);
    await waitFor(() => expect(button().getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(button().getAttribute('aria-busy')).toBeNull());
    expect(api.sentTo(`PUT ${savePath}`)).toHaveLength(1);
    cleanup();
    getQueryClient().clear();

    const already = installFakeApi({ [`GET ${savePath}`]: { status: 200, body: { saved: true } } });
    const again = renderToggle(true);
    await waitFor(() => expect(again().getAttribute('aria-pressed')).toBe('true'));
    expect(already.sentTo(`PUT ${savePath}`)).toHaveLength(0);
  });

  it('shows the api’s state, then a save at once, before the api has answered', async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    const api = installFakeApi({
      [`GET ${savePath}`]: { status: 200, body: { saved: false } },
      [`PUT ${savePath}`]: () => answer.promise,
    });
    const button = renderToggle();
    await waitFor(() => expect(api.sentTo(`GET ${savePath}`)).toHaveLength(1));
    expect(button().getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(button());
    await waitFor(() => expect(button().getAttribute('aria-pressed')).toBe('true'));
    expect(button().getAttribute('aria-busy')).toBe('true');

    await act(async () => answer.resolve({ status: 200, body: { saved: true } }));
    await waitFor(() => expect(button().getAttribute('aria-busy')).toBeNull());
    expect(button().getAttribute('aria-pressed')).toBe('true');
    expect(api.sentTo(`PUT ${savePath}`)).toHaveLength(1);
  });

  it('goes back to what it showed when the api refuses, and the api client tells why', async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    installFakeApi({
      [`GET ${savePath}`]: { status: 200, body: { saved: true } },
      [`DELETE ${savePath}`]: () => answer.promise,
    });
    const button = renderToggle();
    await waitFor(() => expect(button().getAttribute('aria-pressed')).toBe('true'));

    fireEvent.click(button());
    await waitFor(() => expect(button().getAttribute('aria-pressed')).toBe('false'));

    await act(async () => answer.resolve({ status: 500, body: { message: 'InternalServerError' } }));
    await waitFor(() => expect(button().getAttribute('aria-pressed')).toBe('true'));
    expect(button().getAttribute('aria-busy')).toBeNull();
    expect(notify).toHaveBeenCalledTimes(1);
  });
});
