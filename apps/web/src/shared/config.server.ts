// Next resolves 'server-only' by itself (no package to install): a client import fails the build.
import 'server-only';

/**
 * The web server's configuration, read from the environment at run time (not at build time), so
 * one build serves any deployment. The only place in the web that reads `process.env`.
 * Server-only: nothing here may reach the browser bundle.
 */
export interface WebServerConfig {
  /** Where the server-side renderer reaches the api, e.g. http://localhost:4000. */
  publicApiUrl: string;
  /** The web's own public origin, e.g. http://localhost:3000. */
  publicWebUrl: string;
}

function readUrl(name: string, fallback: string): string {
  const raw = process.env[name]?.trim() || fallback;
  try {
    // Normalised without a trailing slash so paths can be appended with a leading one.
    return new URL(raw).toString().replace(/\/$/, '');
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${raw}"`);
  }
}

let cached: WebServerConfig | undefined;

export function webServerConfig(): WebServerConfig {
  cached ??= {
    publicApiUrl: readUrl('PUBLIC_API_URL', 'http://localhost:4000'),
    publicWebUrl: readUrl('PUBLIC_WEB_URL', 'http://localhost:3000'),
  };
  return cached;
}
