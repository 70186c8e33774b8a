/**
 * Runs once when the web server starts, before it answers (Next's instrumentation hook): the page
 * cache that gives cached pages their script hashes is installed here (decision 202).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { installHashedPageCache } = await import('./shared/security/hashed-page-cache');
  installHashedPageCache();
}
