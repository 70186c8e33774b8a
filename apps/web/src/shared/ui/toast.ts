import type { ToastOptions } from 'react-toastify';

/**
 * How the site shows a toast: `toast.success(text)`, `toast.info(text)`, `toast.error(text)`.
 * react-toastify (its code and its styles) loads with the first toast of the page, not with the
 * page: most visits never see one. Until it has loaded, a toast waits in react-toastify's own
 * queue and shows as soon as the container (shared/ui/Toasts.tsx) mounts.
 */
type Toastify = typeof import('react-toastify');
type Kind = 'success' | 'info' | 'error';

let module: Toastify | undefined;
let loading: Promise<Toastify> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

/** Loads react-toastify once; resolves when toasts are shown synchronously from then on. */
export function loadToasts(): Promise<Toastify> {
  loading ??= import('react-toastify').then((loaded) => {
    module = loaded;
    return loaded;
  });
  return loading;
}

type ToastArgs = [text: string, options?: ToastOptions];

function show(kind: Kind, ...args: ToastArgs): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  if (module) module.toast[kind](...args);
  else void loadToasts().then((loaded) => loaded.toast[kind](...args));
}

export const toast = {
  success: (...args: ToastArgs) => show('success', ...args),
  info: (...args: ToastArgs) => show('info', ...args),
  error: (...args: ToastArgs) => show('error', ...args),
};

/** For the container: whether a toast has been asked for on this page yet. */
export function toastsWanted(): boolean {
  return wanted;
}

export function onToastsWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
