'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useSyncExternalStore } from 'react';
import { dismissErrors, loadedToasts, onToastsChange, preloadToastsAtFirstUse, toastsWanted } from './toast';
import { toastOptions } from './toast-options';

/** A phone's width: one toast at a time there, so they never stack over the top of the screen. */
const phone = '(max-width: 639px)';
const onWidthChange = (listener: () => void) => {
  const query = window.matchMedia(phone);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
};

/**
 * The one toast container of the site, mounted by the site layout; show toasts with `toast` from
 * shared/ui/toast.ts. react-toastify is preloaded once the page is in use (preloadToastsAtFirstUse)
 * and the container mounts with the page's first toast. It renders react-toastify's container
 * only once that code is here: a load that fails (offline) leaves the page as it was, never an
 * error page.
 */
export function Toasts() {
  const wanted = useSyncExternalStore(onToastsChange, toastsWanted, () => false);
  const loaded = useSyncExternalStore(onToastsChange, loadedToasts, () => undefined);
  const onPhone = useSyncExternalStore(
    onWidthChange,
    () => window.matchMedia(phone).matches,
    () => false,
  );
  useEffect(() => preloadToastsAtFirstUse(), []);
  // An error of the page left behind does not follow the visitor to the next one.
  const pathname = usePathname();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the new page is the trigger, not an input.
  useEffect(() => dismissErrors(), [pathname]);
  if (!wanted || !loaded) return null;
  const { ToastContainer } = loaded;
  return <ToastContainer {...toastOptions} {...(onPhone ? { limit: 1 } : {})} />;
}
