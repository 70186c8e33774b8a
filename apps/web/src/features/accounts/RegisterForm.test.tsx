// @vitest-environment happy-dom
import type { Me } from '@krov/contracts';
import { bs } from '@krov/messages';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerClientCatalogues } from '@/i18n/testing';
import { configureApiClient } from '@/shared/api/client-config';
import { installFakeApi } from '@/shared/api/testing/fake-api';
import { resetBrowserState } from '@/shared/api/testing/reset';
import { RegisterForm } from './RegisterForm';
import { VerifyEmailForm } from './VerifyEmailForm';

registerClientCatalogues();
const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router }));

const invitation = '/invitation?token=abcdefghijklmnopqrstuv';
const email = 'lejla@example.ba';
const password = 'lozinka-2026-dobra';
let restoreConfig: () => void;

beforeEach(() => {
  resetBrowserState();
  router.push.mockReset();
  router.replace.mockReset();
  restoreConfig = configureApiClient({ notify: vi.fn(), navigate: vi.fn() });
});

afterEach(() => {
  cleanup();
  restoreConfig();
  vi.unstubAllGlobals();
});

function renderIn(view: ReactNode) {
  render(
    <NextIntlClientProvider locale="bs" messages={bs}>
      {view}
    </NextIntlClientProvider>,
  );
}

const me = { id: 'u1', name: 'Lejla', email, role: 'user', agency: null } as unknown as Me;

describe('registering on the way to an invitation', () => {
  it('fills in the invited address and carries `next` through the code to the invitation', async () => {
    window.history.replaceState(
      null,
      '',
      `/register?next=${encodeURIComponent(invitation)}&email=${encodeURIComponent(email)}`,
    );
    installFakeApi({
      'POST /api/tokens/register': { status: 201, body: { email, resendAfterSeconds: 60 } },
      'POST /api/users/verify-email/verify-code': { status: 204 },
      'POST /api/tokens/login': { status: 200, body: {} },
      'GET /api/users/me': { status: 200, body: me },
      'GET /api/chats/unread-count': { status: 200, body: { count: 0 } },
    });
    renderIn(<RegisterForm />);
    const address = screen.getByLabelText(bs.fields.email) as HTMLInputElement;
    await waitFor(() => expect(address.value).toBe(email));
    fireEvent.change(screen.getByLabelText(bs.fields.name), { target: { value: 'Lejla Agentić' } });
    fireEvent.change(screen.getByLabelText(bs.fields.phoneNumber), { target: { value: '062 123 456' } });
    fireEvent.change(screen.getByLabelText(bs.fields.password), { target: { value: password } });
    fireEvent.change(screen.getByLabelText(bs.fields.passwordConfirmation), { target: { value: password } });
    fireEvent.click(screen.getByRole('button', { name: bs.accounts.register.submit }));
    await waitFor(() => expect(router.push).toHaveBeenCalledTimes(1));
    const verifyPath = router.push.mock.calls[0]?.[0] as string;
    expect(verifyPath).toBe(
      `/verify-email?email=${encodeURIComponent(email)}&next=${encodeURIComponent(invitation)}`,
    );
    cleanup();

    // /verify-email: the code signs the visitor in (the password typed a moment ago) and goes on.
    window.history.replaceState(null, '', verifyPath);
    renderIn(<VerifyEmailForm />);
    fireEvent.change(await screen.findByLabelText(bs.fields.code), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: bs.accounts.verifyEmail.submit }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith(invitation));
  });
});
