'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import { onToastsWanted, toastsWanted } from './toast';
import { toastOptions } from './toast-options';

const ToastContainer = dynamic(() => import('react-toastify').then((module) => module.ToastContainer), {
  ssr: false,
});

/**
 * The one toast container of the site, mounted by the site layout. It loads with the page's first
 * toast (shared/ui/toast.ts); show toasts with `toast` from there.
 */
export function Toasts() {
  const wanted = useSyncExternalStore(onToastsWanted, toastsWanted, () => false);
  return wanted ? <ToastContainer {...toastOptions} /> : null;
}
