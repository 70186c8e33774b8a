/**
 * Next's page cache with one addition: every cached page's copy carries the script policy of its
 * own HTML (docs/decisions/178-hashed-script-policy.md). Installed at the server's start
 * (src/instrumentation.ts, `installHashedPageCache`), not with next.config.ts `cacheHandler`: Next
 * imports a configured handler anew (a dynamic `import()`) twice on every request, 6–7 % of a
 * cache hit's cost (decision 202).
 *
 * Why here: a prerendered or cached page (the home page, the legal pages, the forms' shells, a
 * visitor's /p/{id}) cannot get a per-request nonce without rendering per request (a tenth of the
 * throughput, bench/BENCHMARKS.md), and its inline scripts (Next's `self.__next_f.push` payload)
 * change with every render. The cache is the one place that sees each render's final HTML once:
 * `set` gets it after a build's prerender or a revalidation, `get` a copy read from the build's
 * files. The policy goes into the copy's headers, which Next sends with that very HTML (it appends
 * a cached copy's headers to the response), so the hashes always match the bytes served. A copy
 * in memory keeps its policy: a hit costs nothing.
 *
 * Everything else is Next's own file-system cache (memory LRU, build files, `isrFlushToDisk`).
 */
import { createRequire } from 'node:module';
import { inlineScriptHashes } from './inline-script-hashes.ts';
import { hashedScriptPolicy } from './script-policy.ts';

type FileSystemCacheClass = typeof import('next/dist/server/lib/incremental-cache/file-system-cache').default;
type CacheGet = InstanceType<FileSystemCacheClass>['get'];
type CacheSet = InstanceType<FileSystemCacheClass>['set'];

// A CommonJS module whose class is its `default` export; an ESM default import would give the
// module object, so it is required.
const FileSystemCache: FileSystemCacheClass = createRequire(import.meta.url)(
  'next/dist/server/lib/incremental-cache/file-system-cache.js',
).default;

export const policyHeader = 'content-security-policy';

interface PageCopy {
  kind: string;
  html?: unknown;
  headers?: Record<string, undefined | string | number | string[]>;
}

/** Gives an App Router page's copy its script policy, once: a copy that has one keeps it. */
export function withScriptPolicy(value: unknown): void {
  const copy = value as PageCopy | null | undefined;
  if (copy?.kind !== 'APP_PAGE' || typeof copy.html !== 'string' || copy.html === '') return;
  copy.headers ??= {};
  if (copy.headers[policyHeader] !== undefined) return;
  copy.headers[policyHeader] = hashedScriptPolicy(inlineScriptHashes(copy.html));
}

export default class HashedPageCache extends FileSystemCache {
  override async get(...args: Parameters<CacheGet>): ReturnType<CacheGet> {
    const entry = await super.get(...args);
    withScriptPolicy(entry?.value);
    return entry;
  }

  override async set(...args: Parameters<CacheSet>): ReturnType<CacheSet> {
    withScriptPolicy(args[1]);
    return super.set(...args);
  }
}

/**
 * Makes every page cache Next creates (one per request) a HashedPageCache. Next looks in this global
 * slot, when no `cacheHandler` is configured, for the class of the cache to create (its "global
 * cache handler", the hook a hosting platform uses); the slot's other members (`use cache`
 * handlers) are kept. Idempotent.
 */
export function installHashedPageCache(): void {
  const slot = Symbol.for('@next/cache-handlers');
  const holder = globalThis as unknown as Record<symbol, Record<string, unknown> | undefined>;
  holder[slot] = { ...holder[slot], FetchCache: HashedPageCache };
}
