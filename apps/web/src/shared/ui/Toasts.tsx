'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useSyncExternalStore } from 'react';
import { dismissErrors, onToastsWanted, toastsWanted } from './toast';
import { toastOptions } from './toast-options';

const ToastContainer = dynamic(() => import('react-toastify').then((module) => module.ToastContainer), {
  ssr: false,
});

/**
 * The one toast container of the site, mounted by the site layout. It loads with the page's first
 * toast (shared/ui/toast.ts); show toasts with `toast` from there.
 */
/** A phone's width: one toast at a time there, so they never stack over the top of the screen. */
const phone = '(max-width: 639px)';
const onWidthChange = (listener: () => void) => {
  const query = window.matchMedia(phone);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
};

export function Toasts() {
  const wanted = useSyncExternalStore(onToastsWanted, toastsWanted, () => false);
  const onPhone = useSyncExternalStore(
    onWidthChange,
    () => window.matchMedia(phone).matches,
    () => false,
  );
  // An error of the page left behind does not follow the visitor to the next one.
  const pathname = usePathname();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the new page is the trigger, not an input.
  useEffect(() => dismissErrors(), [pathname]);
  return wanted ? <ToastContainer {...toastOptions} {...(onPhone ? { limit: 1 } : {})} /> : null;
}
