'use client';

import { ToastContainer } from 'react-toastify';
import { toastOptions } from './toast-options';

/** The one toast container of the site, mounted by the site layout. Show toasts with `toast` from react-toastify. */
export function Toasts() {
  return <ToastContainer {...toastOptions} />;
}
