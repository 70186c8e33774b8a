// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModalLink } from './ModalLink';
import { ModalNavigation, type ModalRoute, useModalNavigation } from './ModalNavigation';
import { modalStateKey } from './rules';

const router = { push: vi.fn(), replace: vi.fn() };

vi.mock('next/navigation', () => ({
  useRouter: () => router,
  usePathname: () => window.location.pathname,
  useSearchParams: () => new URLSearchParams(window.location.search),
}));

// Next's Link needs the app router; a plain anchor that runs onClick like it does is enough here.
vi.mock('next/link', () => ({
  default: ({
    href,
    scroll,
    prefetch,
    children,
    ...props
  }: AnchorHTMLAttributes<HTMLAnchorElement> & {
    href: string;
    scroll?: boolean;
    prefetch?: boolean | null;
    children: ReactNode;
  }) => (
    <a href={href} data-scroll={String(scroll)} data-prefetch={String(prefetch)} {...props}>
      {children}
    </a>
  ),
}));

const routes: ModalRoute[] = [
  {
    pattern: '/p/:id',
    Title: ({ params }) => <>Oglas {params.id}</>,
    Content: ({ params }) => <p>Detalji oglasa {params.id}</p>,
  },
];

function Navigate({ href, modal, noScroll }: { href: string; modal?: boolean; noScroll?: boolean }) {
  const { navigate } = useModalNavigation();
  return (
    <button type="button" onClick={() => navigate(href, { modal, noScroll })}>
      idi
    </button>
  );
}

function renderWithModals(children: ReactNode) {
  return render(
    <NextIntlClientProvider locale="bs" messages={{ ui: { close: 'Zatvori' } }}>
      <ModalNavigation routes={routes}>{children}</ModalNavigation>
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  window.history.replaceState(null, '', '/buy?city=sarajevo');
  router.push.mockReset();
  router.replace.mockReset();
});

afterEach(cleanup);

describe('modal navigation', () => {
  it('opens a registered page as a modal over the current one, with the background in the history state', async () => {
    renderWithModals(<ModalLink href="/p/42">Stan na Grbavici</ModalLink>);
    // The modal fetches its own data: the page behind the link is not prefetched.
    expect(screen.getByRole('link', { name: 'Stan na Grbavici' }).dataset.prefetch).toBe('false');
    fireEvent.click(screen.getByRole('link', { name: 'Stan na Grbavici' }));

    expect(window.location.pathname).toBe('/p/42');
    expect(window.history.state[modalStateKey]).toMatchObject({
      href: '/p/42',
      background: '/buy?city=sarajevo',
    });
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Detalji oglasa 42');
    expect(screen.getByRole('heading', { name: 'Oglas 42' })).toBeTruthy();
    expect(router.push).not.toHaveBeenCalled();
  });

  it('closes back to the previous path and search', async () => {
    renderWithModals(<ModalLink href="/p/42">Stan</ModalLink>);
    fireEvent.click(screen.getByRole('link', { name: 'Stan' }));
    await screen.findByRole('dialog');

    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {
      window.history.replaceState(null, '', '/buy?city=sarajevo');
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Zatvori' }));
    expect(back).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(`${window.location.pathname}${window.location.search}`).toBe('/buy?city=sarajevo');
    back.mockRestore();
  });

  it('ignores a modal entry left from an earlier page load (reload): the page itself renders', () => {
    window.history.replaceState(
      { [modalStateKey]: { href: '/p/42', background: '/buy', document: 'an-earlier-load' } },
      '',
      '/p/42',
    );
    renderWithModals(<p>stranica</p>);
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves links with a modifier key to the browser', () => {
    renderWithModals(<ModalLink href="/p/42">Stan</ModalLink>);
    // The browser would open a new tab; here the click just must not be taken over.
    let leftToBrowser = false;
    const stopNavigation = (event: Event) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', stopNavigation);
    fireEvent.click(screen.getByRole('link', { name: 'Stan' }), { ctrlKey: true });
    document.removeEventListener('click', stopNavigation);
    expect(leftToBrowser).toBe(true);
    expect(window.location.pathname).toBe('/buy');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('navigates normally to a page without a modal route, keeping the scroll when asked', () => {
    renderWithModals(
      <>
        <ModalLink href="/rent">Najam</ModalLink>
        <Navigate href="/rent" modal />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Najam' }).dataset.scroll).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'idi' }));
    expect(router.push).toHaveBeenCalledWith('/rent', { scroll: false });
  });

  it('resets the scroll on a plain navigation and keeps it with noScroll', () => {
    const { rerender } = renderWithModals(<Navigate href="/rent" />);
    fireEvent.click(screen.getByRole('button', { name: 'idi' }));
    expect(router.push).toHaveBeenLastCalledWith('/rent', { scroll: true });
    rerender(
      <NextIntlClientProvider locale="bs" messages={{ ui: { close: 'Zatvori' } }}>
        <ModalNavigation routes={routes}>
          <Navigate href="/rent" noScroll />
        </ModalNavigation>
      </NextIntlClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'idi' }));
    expect(router.push).toHaveBeenLastCalledWith('/rent', { scroll: false });
  });
});
