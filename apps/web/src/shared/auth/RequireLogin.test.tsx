// @vitest-environment happy-dom
// The private pages' guard and a session that ends while the page is open: one this tab ended
// itself (its logout, its refused refresh) is left to the navigation that ending makes, whatever
// the time it takes; one ended elsewhere (another tab) sends the page to /login?next=… at once.
import { bs } from '@krov/messages';
import { act, cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/shared/state/auth-store';
import { RequireLogin } from './RequireLogin';

const router = { replace: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router }));

function renderGuard() {
  return render(
    <NextIntlClientProvider locale="bs" messages={bs}>
      <RequireLogin>
        <p>Moj profil</p>
      </RequireLogin>
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  router.replace.mockReset();
  window.history.replaceState(null, '', '/me/profile?tab=photo');
  useAuthStore.getState().markLoggedIn();
});
afterEach(() => {
  cleanup();
  useAuthStore.getState().clear();
});

describe('RequireLogin', () => {
  it('shows the page to a logged-in user', () => {
    renderGuard();
    expect(screen.getByText('Moj profil')).toBeDefined();
    expect(router.replace).not.toHaveBeenCalled();
  });

  it("leaves a logout of this tab to the logout's own navigation, however long it takes", () => {
    vi.useFakeTimers();
    try {
      renderGuard();
      act(() => useAuthStore.getState().endHere());
      expect(screen.queryByText('Moj profil')).toBeNull();
      act(() => vi.advanceTimersByTime(60_000));
      expect(router.replace).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends the page to log in, and back, when the session ended in another tab', () => {
    renderGuard();
    act(() => useAuthStore.getState().clear());
    expect(router.replace).toHaveBeenCalledExactlyOnceWith(
      `/login?next=${encodeURIComponent('/me/profile?tab=photo')}`,
    );
  });

  it('a login after a logout here makes the guard watch again', () => {
    useAuthStore.getState().endHere();
    useAuthStore.getState().markLoggedIn();
    expect(useAuthStore.getState().endedHere).toBe(false);
    renderGuard();
    act(() => useAuthStore.getState().clear());
    expect(router.replace).toHaveBeenCalledOnce();
  });
});
