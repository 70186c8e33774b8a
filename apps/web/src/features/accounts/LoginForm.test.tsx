// @vitest-environment happy-dom
import type { Me } from '@krov/contracts';
import { bs } from '@krov/messages';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerClientCatalogues } from '@/i18n/testing';
import { configureApiClient } from '@/shared/api/client-config';
import { installFakeApi } from '@/shared/api/testing/fake-api';
import { resetBrowserState } from '@/shared/api/testing/reset';
import { inSentence } from '@/shared/forms/validation-message';
import { useAppStore } from '@/shared/state/app-store';
import { useAuthStore } from '@/shared/state/auth-store';
import { LoginForm } from './LoginForm';

// The texts <CatalogueBridge> registers in the browser.
registerClientCatalogues();

const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router }));

const notify = vi.fn<(text: string) => void>();
let restoreConfig: () => void;

const me: Me = {
  id: 'u1',
  name: 'Amra Hadžić',
  email: 'amra@krov.ba',
  emailVerified: true,
  pendingEmail: null,
  phoneNumber: '+38761111201',
  phoneNumberVerified: true,
  pendingPhoneNumber: null,
  profileImage: null,
  language: 'bs',
  role: 'user',
  agency: null,
};

beforeEach(() => {
  resetBrowserState();
  router.push.mockReset();
  router.replace.mockReset();
  router.refresh.mockReset();
  notify.mockReset();
  restoreConfig = configureApiClient({ notify, navigate: vi.fn() });
  window.history.replaceState(null, '', '/login');
});

afterEach(() => {
  cleanup();
  restoreConfig();
  vi.unstubAllGlobals();
});

function renderLogin() {
  render(
    <NextIntlClientProvider locale="bs" messages={bs}>
      <LoginForm />
    </NextIntlClientProvider>,
  );
  return {
    identifier: screen.getByLabelText(bs.fields.emailOrPhoneNumber) as HTMLInputElement,
    password: screen.getByLabelText(bs.fields.password) as HTMLInputElement,
    submit: () => fireEvent.click(screen.getByRole('button', { name: bs.accounts.login.submit })),
  };
}

function fill(identifier: string, password: string) {
  const form = renderLogin();
  fireEvent.change(form.identifier, { target: { value: identifier } });
  fireEvent.change(form.password, { target: { value: password } });
  return form;
}

describe('LoginForm', () => {
  it('checks the fields before any request, with the spec’s keys in Bosnian, focusing the first', async () => {
    const api = installFakeApi({});
    const form = renderLogin();
    form.submit();
    expect(
      await screen.findByText(
        bs.validation.Required.replace('{field}', inSentence(bs.fields.emailOrPhoneNumber)),
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(bs.validation.Required.replace('{field}', inSentence(bs.fields.password))),
    ).toBeTruthy();
    expect(document.activeElement).toBe(form.identifier);
    expect(form.identifier.getAttribute('aria-invalid')).toBe('true');
    expect(api.requests).toHaveLength(0);
  });

  it('logs in, stores the profile and the unread flag, and goes to a local `next` path', async () => {
    window.history.replaceState(null, '', '/login?next=%2Fverify-phone');
    const api = installFakeApi({
      'POST /api/tokens/login': { status: 200, body: { accessToken: 'token' } },
      'GET /api/users/me': { status: 200, body: me },
      'GET /api/chats/unread-count': { status: 200, body: { count: 2 } },
    });
    const form = fill(' amra@krov.ba ', 'lozinka-123');
    form.submit();
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/verify-phone'));
    // Pages the router kept from before the login are dropped (the visitor copy of /p/{id}).
    expect(router.refresh).toHaveBeenCalled();
    expect(JSON.parse(api.sentTo('POST /api/tokens/login')[0]?.body ?? '')).toEqual({
      emailOrPhoneNumber: 'amra@krov.ba',
      password: 'lozinka-123',
    });
    const auth = useAuthStore.getState();
    expect(auth.isLoggedIn).toBe(true);
    expect(auth.accessTokenUpdatedOn).toBeTypeOf('number');
    expect(auth.user).toEqual(me);
    expect(useAppStore.getState().hasUnreadMessage).toBe(true);
    expect(notify).not.toHaveBeenCalled();
  });

  it('goes home when `next` would leave the site', async () => {
    window.history.replaceState(null, '', '/login?next=%2F%2Fevil.example');
    installFakeApi({
      'POST /api/tokens/login': { status: 200, body: { accessToken: 'token' } },
      'GET /api/users/me': { status: 200, body: me },
      'GET /api/chats/unread-count': { status: 200, body: { count: 0 } },
    });
    fill('amra@krov.ba', 'lozinka-123').submit();
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/'));
    expect(useAppStore.getState().hasUnreadMessage).toBe(false);
  });

  it('sends an unverified e-mail to /verify-email with no toast (docs/product/SPEC.md §8)', async () => {
    installFakeApi({
      'POST /api/tokens/login': { status: 403, body: { message: 'EmailNotVerified' } },
    });
    fill('novi+korisnik@krov.ba', 'lozinka-123').submit();
    await waitFor(() =>
      expect(router.push).toHaveBeenCalledWith('/verify-email?email=novi%2Bkorisnik%40krov.ba'),
    );
    expect(notify).not.toHaveBeenCalled();
    expect(useAuthStore.getState().isLoggedIn).toBe(false);
  });

  it('toasts a wrong password, empties the password and puts the focus back on it', async () => {
    installFakeApi({
      'POST /api/tokens/login': { status: 401, body: { message: 'InvalidEmailOrPassword' } },
    });
    const form = fill('amra@krov.ba', 'pogresna');
    form.submit();
    await waitFor(() => expect(notify).toHaveBeenCalledWith(bs.errors.InvalidEmailOrPassword));
    await waitFor(() => expect(document.activeElement).toBe(form.password));
    expect(form.password.value).toBe('');
    expect(form.identifier.value).toBe('amra@krov.ba');
    expect(router.push).not.toHaveBeenCalled();
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('puts the api’s field errors on the fields', async () => {
    installFakeApi({
      'POST /api/tokens/login': {
        status: 400,
        body: {
          message: 'ValidationErrors',
          validationErrors: [
            { field: 'EmailOrPhoneNumber', error: 'MaxLength', extra: { max: 254, count: 300 } },
          ],
        },
      },
    });
    const form = fill('amra@krov.ba', 'lozinka-123');
    form.submit();
    expect(
      await screen.findByText(bs.validation.MaxLength.replace('{max}', '254').replace('{count}', '300')),
    ).toBeTruthy();
    expect(form.identifier.getAttribute('aria-invalid')).toBe('true');
    expect(notify).toHaveBeenCalledWith(bs.errors.ValidationErrors);
  });
});
