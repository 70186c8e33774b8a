/**
 * The browser's runtime configuration, as a script the document loads in <head> before anything
 * else runs (features/shell/Document.tsx). It sets `data-api-url` on <html> to the running
 * server's PUBLIC_API_URL, which shared/config.client.ts reads: prerendered pages cannot carry a
 * run-time value themselves, and this keeps them static and one build valid for any deployment.
 * React resets the attributes of <html> when the root layout changes (a language switch), so the
 * script watches the attribute and puts it back; `window.__krovConfig` holds the same value.
 */
export function runtimeConfigScript(publicApiUrl: string): string {
  const url = JSON.stringify(publicApiUrl);
  return `(function () {
  var apiUrl = ${url};
  var root = document.documentElement;
  window.__krovConfig = { apiUrl: apiUrl };
  function apply() {
    if (root.dataset.apiUrl !== apiUrl) root.dataset.apiUrl = apiUrl;
  }
  apply();
  new MutationObserver(apply).observe(root, { attributes: true, attributeFilter: ['data-api-url'] });
})();
`;
}
