import type { ToastContainerProps } from 'react-toastify';

/**
 * How every toast behaves (docs/product/SPEC.md §9): no progress bar, no pause on hover or when the window loses
 * focus. Failures of api calls show here (shared/api), as do confirmations of the pages.
 */
export const toastOptions = {
  position: 'top-right',
  autoClose: 5000,
  hideProgressBar: true,
  pauseOnHover: false,
  pauseOnFocusLoss: false,
  closeOnClick: false,
  draggable: true,
  newestOnTop: true,
  limit: 3,
  theme: 'light',
} as const satisfies ToastContainerProps;
