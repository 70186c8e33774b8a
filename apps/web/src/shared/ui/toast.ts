import type { ToastOptions } from 'react-toastify';

/**
 * How the site shows a toast: `toast.success(text)`, `toast.info(text)`, `toast.error(text)`.
 * react-toastify (its code and its styles) is not part of the page's first load: it is preloaded
 * at the page's first use (preloadToastsAtFirstUse, from shared/ui/Toasts.tsx) and with a
 * logged-in visitor's bell, so that a failure met later, offline too, finds its toast's code
 * already here (docs/decisions/175). Until it has loaded, a
 * toast waits in react-toastify's own queue and shows as soon as the container mounts.
 */
type Toastify = typeof import('react-toastify');
type Kind = 'success' | 'info' | 'error';

let module: Toastify | undefined;
let loading: Promise<Toastify> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

/** Loads react-toastify once; resolves when toasts are shown synchronously from then on. */
export function loadToasts(): Promise<Toastify> {
  loading ??= import('react-toastify').then(
    (loaded) => {
      module = loaded;
      notify();
      return loaded;
    },
    (error: unknown) => {
      // Not loaded (the connection is gone): a later call tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The loaded module, for the container; undefined until loadToasts has resolved. */
export function loadedToasts(): Toastify | undefined {
  return module;
}

/** Runs `then` with the module now or once it loads; a failed load leaves the toast unshown, never the page broken. */
function withToasts(then: (loaded: Toastify) => void): void {
  if (module) then(module);
  else loadToasts().then(then, () => undefined);
}

type ToastArgs = [text: string, options?: ToastOptions];

/** The error toasts on screen: a later success or another page makes them stale. */
const errors = new Set<string>();
let counter = 0;

function show(kind: Kind, text: string, options: ToastOptions = {}): void {
  if (!wanted) {
    wanted = true;
    notify();
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
  withToasts((loaded) => loaded.toast[kind](...args));
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
  withToasts(dismiss);
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

/** For the container: a toast was asked for, or the module loaded. */
export function onToastsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The first signs that a person is using the page (anything they do may end in a failure), and a returning connection. */
const firstUse = ['pointerdown', 'keydown', 'touchstart', 'focusin', 'online'];

/**
 * Preloads the toasts' code at the page's first use, before a failure can need it: a chunk asked
 * for only with the first error may not arrive at all (offline; docs/decisions/175). Not with the
 * first load (its JavaScript budget, docs/decisions/060). A load that fails (offline already) is
 * tried again at the next use or when the connection returns. Answers the function that stops it.
 */
export function preloadToastsAtFirstUse(): () => void {
  const listen = (on: boolean) => {
    for (const type of firstUse) (on ? addEventListener : removeEventListener)(type, preload, true);
  };
  function preload() {
    listen(false);
    loadToasts().catch(() => listen(true));
  }
  listen(true);
  return () => listen(false);
}
