import { loadToasts } from './toast';

/** The first signs that a person is using the page: anything they do may end in a failure. */
const firstUse = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

export interface PreloadRules {
  /** A logged-in visitor's pages write (messages, listings, payments): their error path loads at the first idle moment. */
  loggedIn(): boolean;
}

/**
 * Loads what a failure needs to be told (the toasts' code) before a failure can need it: a chunk
 * asked for only when the first error comes may not arrive at all (offline, issue 27 item 9). Not
 * with the page's first load (its JavaScript budget, docs/decisions/060): at the page's first use
 * (a tap, a key, a focus), or, for a logged-in visitor, when the browser is first idle after the
 * load. A failed preload (offline already) tries again at the next use or when the connection
 * returns. Answers the function that stops waiting.
 */
export function preloadErrorPath(rules: PreloadRules): () => void {
  let settled = false;
  let cancelIdle = () => {};

  const disarm = () => {
    for (const type of firstUse) window.removeEventListener(type, preload, true);
    window.removeEventListener('online', preload);
    window.removeEventListener('load', whenIdle);
    cancelIdle();
  };
  const arm = () => {
    for (const type of firstUse) window.addEventListener(type, preload, { capture: true, passive: true });
    window.addEventListener('online', preload);
  };
  function preload() {
    if (settled) return;
    settled = true;
    disarm();
    loadToasts().catch(() => {
      settled = false;
      arm();
    });
  }
  function whenIdle() {
    const run = () => {
      if (rules.loggedIn()) preload();
    };
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(run, { timeout: 3000 });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const timer = setTimeout(run, 1);
      cancelIdle = () => clearTimeout(timer);
    }
  }

  arm();
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    settled = true;
    disarm();
  };
}
