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

/** The error toasts on screen: a later success or another page makes them stale. */
const errors = new Set<string>();
let counter = 0;

function show(kind: Kind, text: string, options: ToastOptions = {}): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  if (kind === 'success') dismissErrors();
  let shown = options;
  if (kind === 'error') {
    counter += 1;
    // The caller's id when it has one (the api client's: one toast per text at a time).
    const toastId = options.toastId === undefined ? `error-${counter}` : String(options.toastId);
    errors.add(toastId);
    shown = { ...options, toastId };
  }
  const args: ToastArgs = Object.keys(shown).length > 0 ? [text, shown] : [text];
  if (module) module.toast[kind](...args);
  else void loadToasts().then((loaded) => loaded.toast[kind](...args));
}

/**
 * Takes the error toasts away: a success after them ("saved") or a move to another page means
 * what they said no longer holds, and they would read as if it still did.
 */
export function dismissErrors(): void {
  if (errors.size === 0) return;
  const stale = [...errors];
  errors.clear();
  const dismiss = (loaded: Toastify) => {
    for (const id of stale) loaded.toast.dismiss(id);
  };
  if (module) dismiss(module);
  else void loadToasts().then(dismiss);
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
