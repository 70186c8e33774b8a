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
