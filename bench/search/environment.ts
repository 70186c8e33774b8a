/**
 * The api process's environment: this process's (PATH, the npm-installed Node on it) plus the
 * bench's settings. The bench's one reader of process.env, like the api's config.ts.
 */
export function apiEnvironment(settings: Record<string, string>): NodeJS.ProcessEnv {
  // biome-ignore lint/style/noProcessEnv: the child starts with this environment plus its own settings.
  return { ...process.env, ...settings };
}
