/**
 * What the browser needs to know about the deployment. The root layout renders
 * `<html data-api-url=…>` from PUBLIC_API_URL at run time, so one build serves any deployment
 * (no NEXT_PUBLIC_* baked into the bundle).
 */
export const defaultApiUrl = 'http://localhost:4000';

/** The api's origin without a trailing slash, e.g. https://api.krov.ba. */
export function apiBaseUrl(): string {
  const fromPage = typeof document === 'undefined' ? undefined : document.documentElement.dataset.apiUrl;
  return (fromPage?.trim() || defaultApiUrl).replace(/\/+$/, '');
}

/** The id of the <script> that loads /runtime-config.js (features/shell/Document.tsx). */
export const runtimeConfigScriptId = 'krov-runtime-config';
/** A guard against a hang if the script failed before anyone listened: the default then applies. */
const runtimeConfigWaitMs = 10_000;

let configReady: Promise<void> | undefined;

/**
 * Resolves once /runtime-config.js has run (or failed: the default then applies). The script
 * loads `async` so it never holds the first paint; api requests wait for it here instead.
 */
export function runtimeConfigReady(): Promise<void> {
  if (typeof document === 'undefined' || document.documentElement.dataset.apiUrl) return Promise.resolve();
  configReady ??= new Promise<void>((resolve) => {
    const script = document.getElementById(runtimeConfigScriptId);
    if (!script) {
      resolve();
      return;
    }
    const guard = setTimeout(resolve, runtimeConfigWaitMs);
    const done = () => {
      clearTimeout(guard);
      resolve();
    };
    script.addEventListener('load', done, { once: true });
    script.addEventListener('error', done, { once: true });
  });
  return configReady;
}
