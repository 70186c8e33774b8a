import { bs } from '@krov/messages';
import { cleanup, render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, vi } from 'vitest';
import { configureApiClient } from '@/shared/api/client-config';
import { logIn, resetBrowserState } from '@/shared/api/testing/reset';
import { QueryProvider } from '@/shared/query/QueryProvider';
import { getQueryClient } from '@/shared/query/query-client';
import { MyPropertiesView } from '../list/MyPropertiesView';

/** The api call the view makes, as the fake api names it. */
export const myPropertiesPath = 'GET /api/users/me/properties';

/** What the api client would toast (an api's refusal), in the order it came. */
export const apiNotices = vi.fn<(text: string) => void>();

/**
 * Each test of /me/properties starts logged in on /me/properties with a fresh client, and leaves
 * nothing behind (the fake api, the query cache, the api client's configuration).
 */
export function setUpMyPropertiesTests(): void {
  let restoreConfig: () => void = () => {};
  beforeEach(() => {
    resetBrowserState();
    logIn();
    apiNotices.mockReset();
    restoreConfig = configureApiClient({ notify: apiNotices, navigate: vi.fn() });
    window.history.replaceState(null, '', '/me/properties');
  });
  afterEach(() => {
    cleanup();
    getQueryClient().clear();
    restoreConfig();
    vi.unstubAllGlobals();
  });
}

export function renderMyPropertiesView(): void {
  render(
    <NextIntlClientProvider locale="bs" messages={bs}>
      <QueryProvider>
        <MyPropertiesView />
      </QueryProvider>
    </NextIntlClientProvider>,
  );
}
