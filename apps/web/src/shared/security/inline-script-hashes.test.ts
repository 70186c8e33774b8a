import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import HashedPageCache, { installHashedPageCache, policyHeader, withScriptPolicy } from './hashed-page-cache';
import { inlineScriptHashes } from './inline-script-hashes';

// Computed outside this code: `printf 'a()' | openssl dgst -sha256 -binary | base64`, and the same
// for `b()` and for `x=1;\ny=2` (what a browser hashes for `x=1;\r\ny=2`: it parses CRLF as LF).
const hashOfA = "'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='";
const hashOfB = "'sha256-cf242PFc/kb7xD0Qzhsmd9vvRkc+cWFmbi+k+YvtdKc='";
const hashOfTwoLines = "'sha256-a2FW1Chqbz76KCeBmzf5sdScuwIlz/dU/xZvnQSX2wo='";

describe('the hashes of a page’s inline scripts', () => {
  it('hashes the scripts a browser runs, each once, and not files or data blocks', () => {
    const html = [
      '<!DOCTYPE html><html><head><script src="/_next/static/chunks/main.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Offer"}</script></head><body>',
      '<script>a()</script><script type="module">b()</script><script>a()</script>',
      '<script type=text/javascript>a()</script><script data-type="x">b()</script></body></html>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([hashOfA, hashOfB]);
  });

  it('hashes the text as the browser parsed it, with LF line ends', () => {
    expect(inlineScriptHashes('<script>x=1;\r\ny=2</script>')).toEqual([hashOfTwoLines]);
  });

  it('finds none in a page without inline scripts', () => {
    expect(inlineScriptHashes('<html><body><p>&lt;script&gt;a()&lt;/script&gt;</p></body></html>')).toEqual(
      [],
    );
  });
});

describe('a cached page’s copy', () => {
  it('gets the script policy of its own HTML, once', () => {
    const copy = {
      kind: 'APP_PAGE',
      html: '<script>a()</script>',
      headers: { 'x-nextjs-stale-time': '300' },
    };
    withScriptPolicy(copy);
    expect(copy.headers).toEqual({
      'x-nextjs-stale-time': '300',
      [policyHeader]: `script-src 'self' ${hashOfA}`,
    });
    // A copy that has its policy keeps it: a cache hit does not hash again.
    copy.html = '<script>b()</script>';
    withScriptPolicy(copy);
    expect((copy.headers as Record<string, string>)[policyHeader]).toBe(`script-src 'self' ${hashOfA}`);
  });

  it('leaves route handlers, redirects and copies without HTML alone', () => {
    for (const value of [
      { kind: 'APP_ROUTE', body: '<script>a()</script>', headers: {} },
      { kind: 'APP_PAGE', html: '', headers: {} },
      null,
    ]) {
      const before = structuredClone(value);
      withScriptPolicy(value);
      expect(value).toEqual(before);
    }
  });

  it('is stored and served with its policy by Next’s cache', async () => {
    const serverDistDir = await mkdtemp(path.join(tmpdir(), 'krov-page-cache-'));
    try {
      const { nodeFs } = await import('next/dist/server/lib/node-fs-methods');
      const cache = new HashedPageCache({
        fs: nodeFs,
        serverDistDir,
        flushToDisk: false,
        maxMemoryCacheSize: 1_000_000,
        revalidatedTags: [],
      } as unknown as ConstructorParameters<typeof HashedPageCache>[0]);
      const html = '<html><body><script>a()</script><script>b()</script></body></html>';
      type CacheSet = Parameters<InstanceType<typeof HashedPageCache>['set']>;
      const copy = {
        kind: 'APP_PAGE',
        html,
        rscData: undefined,
        headers: undefined,
        postponed: undefined,
        status: 200,
      };
      const context = {
        kind: 'APP_PAGE',
        isRoutePPREnabled: false,
        isFallback: false,
        cacheControl: { revalidate: 5 },
      };
      await cache.set(
        '/locale/bs/legal/terms',
        copy as unknown as CacheSet[1],
        context as unknown as CacheSet[2],
      );
      const entry = await cache.get('/locale/bs/legal/terms', {
        kind: 'APP_PAGE',
        isRoutePPREnabled: false,
        isFallback: false,
      } as unknown as Parameters<InstanceType<typeof HashedPageCache>['get']>[1]);
      const value = entry?.value as { html: string; headers: Record<string, string> } | undefined;
      expect(value?.html).toBe(html);
      expect(value?.headers[policyHeader]).toBe(`script-src 'self' ${hashOfA} ${hashOfB}`);
    } finally {
      await rm(serverDistDir, { recursive: true, force: true });
    }
  });

  it('is the cache Next creates for every request once installed, beside the slot’s other handlers', async () => {
    // Next's IncrementalCache, made as its server makes one per request: without a configured
    // handler it takes the class in the global slot (decision 202). Fails if a Next upgrade stops
    // reading the slot, which would leave cached pages without their script policy.
    const { IncrementalCache } = await import('next/dist/server/lib/incremental-cache');
    const { nodeFs } = await import('next/dist/server/lib/node-fs-methods');
    const slot = Symbol.for('@next/cache-handlers');
    const holder = globalThis as unknown as Record<symbol, Record<string, unknown> | undefined>;
    const before = holder[slot];
    const remoteCache = { name: 'a use-cache handler' };
    holder[slot] = { RemoteCache: remoteCache };
    const serverDistDir = await mkdtemp(path.join(tmpdir(), 'krov-page-cache-'));
    try {
      const perRequestCache = () =>
        new IncrementalCache({
          fs: nodeFs,
          dev: false,
          minimalMode: false,
          serverDistDir,
          requestHeaders: {},
          maxMemoryCacheSize: 1_000_000,
          flushToDisk: false,
          previewProps: { previewModeId: 'x', previewModeSigningKey: 'y', previewModeEncryptionKey: 'z' },
          prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: {} },
          fetchCacheKeyPrefix: '',
        } as unknown as ConstructorParameters<typeof IncrementalCache>[0]);
      expect(perRequestCache().cacheHandler).not.toBeInstanceOf(HashedPageCache);
      installHashedPageCache();
      installHashedPageCache();
      expect(perRequestCache().cacheHandler).toBeInstanceOf(HashedPageCache);
      expect(holder[slot]).toEqual({ RemoteCache: remoteCache, FetchCache: HashedPageCache });
    } finally {
      holder[slot] = before;
      await rm(serverDistDir, { recursive: true, force: true });
    }
  });
});
