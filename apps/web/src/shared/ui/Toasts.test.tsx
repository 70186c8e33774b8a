// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Toasts } from './Toasts';
import { loadToasts, toast } from './toast';
import { toastOptions } from './toast-options';

afterEach(async () => {
  const toastify = await loadToasts();
  act(() => toastify.toast.dismiss());
  cleanup();
});

describe('toasts (docs/product/SPEC.md §9)', () => {
  it('hide the progress bar and never pause on hover or focus loss', () => {
    expect(toastOptions).toMatchObject({
      hideProgressBar: true,
      pauseOnHover: false,
      pauseOnFocusLoss: false,
    });
    expect(toastOptions.autoClose).toBeGreaterThan(0);
  });

  it('mounts the container with the first toast and shows it there, without a visible progress bar', async () => {
    const { container } = render(<Toasts />);
    // Nothing of react-toastify before a toast is asked for: it loads with the first one.
    expect(container.innerHTML).toBe('');
    act(() => {
      toast.error('Ups! Nešto je pošlo naopako.');
    });
    const alert = await screen.findByText('Ups! Nešto je pošlo naopako.');
    const toastElement = alert.closest('.Toastify__toast') as HTMLElement;
    expect(toastElement).toBeTruthy();
    // react-toastify keeps the bar's element to time the toast, hidden.
    const progressBar = toastElement.querySelector('[role="progressbar"]');
    expect(progressBar?.getAttribute('aria-hidden')).toBe('true');
  });

  it('takes an error away when a success follows it, and keeps other toasts', async () => {
    render(<Toasts />);
    act(() => {
      toast.info('Poslali smo novi kod.');
      toast.error('Kod nije ispravan ili je istekao.');
    });
    const error = (await screen.findByText('Kod nije ispravan ili je istekao.')).closest(
      '[id]',
    ) as HTMLElement;
    const info = screen.getByText('Poslali smo novi kod.').closest('[id]') as HTMLElement;
    const toastify = await loadToasts();
    expect(toastify.toast.isActive(error.id)).toBe(true);
    act(() => {
      toast.success('Vaša e-mail adresa je potvrđena.');
    });
    expect(await screen.findByText('Vaša e-mail adresa je potvrđena.')).toBeTruthy();
    // Leaving (its exit animation is the browser's, which this test environment does not run).
    await waitFor(() => expect(toastify.toast.isActive(error.id)).toBe(false));
    expect(toastify.toast.isActive(info.id)).toBe(true);
  });
});
