/**
 * The api process's environment: this process's (PATH, the npm-installed Node on it) plus the
 * bench's settings. The bench's one reader of process.env, like the api's config.ts.
 */
export function apiEnvironment(settings: Record<string, string>): NodeJS.ProcessEnv {
  // biome-ignore lint/style/noProcessEnv: the child starts with this environment plus its own settings.
  return { ...process.env, ...settings };
}

/**
 * The api settings given to the bench's own environment that the in-process api must share with
 * the api process (LISTING_CACHE_SECONDS=0 SEARCH_COUNT_CACHE_SECONDS=0 measures both uncached).
 */
export function sharedApiSettings(): Record<string, string> {
  const shared: Record<string, string> = {};
  for (const name of ['LISTING_CACHE_SECONDS', 'SEARCH_COUNT_CACHE_SECONDS']) {
    // biome-ignore lint/style/noProcessEnv: the settings both apis of a run must agree on.
    const seconds = process.env[name];
    if (seconds !== undefined) shared[name] = seconds;
  }
  return shared;
}
