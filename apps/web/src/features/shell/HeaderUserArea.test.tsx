// @vitest-environment happy-dom
import type { Me } from '@krov/contracts';
import { bs } from '@krov/messages';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '@/shared/state/app-store';
import { useAuthStore } from '@/shared/state/auth-store';
import { HeaderUserArea } from './HeaderUserArea';

const router = { push: vi.fn(), refresh: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router }));
vi.mock('next/link', () => ({
  default: ({
    href,
    children,
    prefetch: _prefetch,
    ...props
  }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; prefetch?: boolean; children: ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));
const request = vi.fn(() => Promise.resolve(undefined));
vi.mock('@/shared/api/client', () => ({ request: (...args: unknown[]) => request(...(args as [])) }));

const user: Me = {
  id: 'u1',
  name: 'Amra Hadžić',
  email: 'amra@demo.krov.ba',
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

function renderArea() {
  return render(
    <NextIntlClientProvider locale="bs" messages={{ shell: bs.shell, bell: bs.bell }}>
      <HeaderUserArea />
    </NextIntlClientProvider>,
  );
}

// The menu loads when a user is logged in (next/dynamic): wait for its trigger.
async function openMenu() {
  const trigger = await screen.findByRole('button', { name: `${bs.shell.header.userMenu}: ${user.name}` });
  fireEvent.keyDown(trigger, { key: 'Enter' });
  return screen.getByRole('menu');
}

beforeEach(() => {
  act(() => {
    useAuthStore.getState().clear();
    useAppStore.getState().setHasUnreadMessage(false);
  });
  router.push.mockReset();
  request.mockClear();
  router.push.mockClear();
  router.refresh.mockClear();
});

afterEach(cleanup);

describe('the header user area', () => {
  it('shows only Login when logged out', () => {
    renderArea();
    expect(screen.getByRole('link', { name: bs.shell.header.login }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('link', { name: bs.shell.header.messages })).toBeNull();
  });

  it('shows Messages and the user menu when logged in, with the dot only for unread messages', async () => {
    act(() => {
      useAuthStore.getState().markLoggedIn();
      useAuthStore.getState().setUser(user);
    });
    renderArea();
    expect(screen.queryByRole('link', { name: bs.shell.header.login })).toBeNull();
    expect(screen.getByRole('link', { name: bs.shell.header.messages }).getAttribute('href')).toBe(
      '/messages',
    );
    expect(screen.queryByTestId('unread-dot')).toBeNull();
    await screen.findByRole('button', { name: `${bs.shell.header.userMenu}: ${user.name}` });

    act(() => useAppStore.getState().setHasUnreadMessage(true));
    expect(screen.getByTestId('unread-dot')).toBeTruthy();
    expect(screen.getByText(bs.shell.header.unreadMessages)).toBeTruthy();
  });

  it('lists the account pages, the agency only for an agency member', async () => {
    act(() => {
      useAuthStore.getState().markLoggedIn();
      useAuthStore.getState().setUser(user);
    });
    renderArea();
    let menu = await openMenu();
    const hrefs = [...menu.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/me/profile', '/me/properties', '/me/saved', '/me/searches', '/me/orders']);
    fireEvent.keyDown(menu, { key: 'Escape' });

    act(() =>
      useAuthStore.getState().setUser({
        ...user,
        agency: { id: 'a1', name: 'Kuća d.o.o.', slug: 'kuca', status: 'approved', role: 'owner' },
      }),
    );
    menu = await openMenu();
    expect(screen.getByRole('menuitem', { name: bs.shell.userMenu.agency }).getAttribute('href')).toBe(
      '/me/agency',
    );
    expect(menu).toBeTruthy();
  });

  it('logs out with "Odjavi se": the state clears at once, the server is told, then /login', async () => {
    act(() => {
      useAuthStore.getState().markLoggedIn();
      useAuthStore.getState().setUser(user);
    });
    renderArea();
    await openMenu();
    const logout = screen.getByRole('menuitem', { name: 'Odjavi se' });
    await act(async () => {
      fireEvent.click(logout);
    });
    expect(useAuthStore.getState().isLoggedIn).toBe(false);
    // The logout endpoint (POST /api/tokens/logout in the contracts' route table), quietly.
    expect(request).toHaveBeenCalledWith('logout', {}, { quiet: true });
    expect(router.push).toHaveBeenCalledWith('/login');
    expect(router.refresh).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: bs.shell.header.login })).toBeTruthy();
  });
});
