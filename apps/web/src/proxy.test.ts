import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { config, proxy } from './proxy';

function request(path: string, headers: Record<string, string> = {}): NextRequest {
  return new NextRequest(new URL(path, 'http://localhost:3000'), { headers });
}

function rewriteOf(response: Response): string | null {
  const target = response.headers.get('x-middleware-rewrite');
  return target ? new URL(target).pathname + new URL(target).search : null;
}

describe('proxy', () => {
  it('rewrites to the Bosnian pages by default, keeping the query', () => {
    expect(rewriteOf(proxy(request('/legal/terms?x=1')))).toBe('/locale/bs/legal/terms?x=1');
    expect(rewriteOf(proxy(request('/')))).toBe('/locale/bs');
  });

  it('rewrites by the NEXT_LOCALE cookie, else by Accept-Language', () => {
    expect(rewriteOf(proxy(request('/language', { cookie: 'NEXT_LOCALE=en' })))).toBe('/locale/en/language');
    expect(rewriteOf(proxy(request('/language', { 'accept-language': 'en-GB,en;q=0.9' })))).toBe(
      '/locale/en/language',
    );
    expect(
      rewriteOf(proxy(request('/language', { cookie: 'NEXT_LOCALE=bs', 'accept-language': 'en-GB' }))),
    ).toBe('/locale/bs/language');
  });

  it('sends the raw legal page for __raw=true', () => {
    expect(rewriteOf(proxy(request('/legal/terms?__raw=true')))).toBe(
      '/locale/bs/raw/legal/terms?__raw=true',
    );
  });

  it('sends /p/{id} to the cached public page, unless the visitor is signed in', () => {
    const id = '3651ad3f-e01c-4fc2-aa99-02a8679de547';
    expect(rewriteOf(proxy(request(`/p/${id}`)))).toBe(`/locale/bs/p-public/${id}`);
    expect(rewriteOf(proxy(request(`/p/${id}`, { cookie: 'NEXT_LOCALE=en' })))).toBe(
      `/locale/en/p-public/${id}`,
    );
    expect(rewriteOf(proxy(request(`/p/${id}`, { cookie: 'krov_access=token' })))).toBe(`/locale/bs/p/${id}`);
    // Only ids as the api makes them get a cached copy; anything else renders per request (a 404).
    expect(rewriteOf(proxy(request('/p/not-an-id')))).toBe('/locale/bs/p/not-an-id');
    expect(rewriteOf(proxy(request(`/p/${id.toUpperCase()}`)))).toBe(`/locale/bs/p/${id.toUpperCase()}`);
    // The internal folders are no public URLs.
    expect(rewriteOf(proxy(request(`/p-public/${id}`)))).toBe('/locale/bs/404');
    expect(rewriteOf(proxy(request('/raw/legal/terms')))).toBe('/locale/bs/404');
  });

  it('says the response varies by the cookie and Accept-Language, and passes the locale on', () => {
    const response = proxy(request('/', { cookie: 'NEXT_LOCALE=en' }));
    expect(response.headers.get('vary')).toContain('Cookie');
    expect(response.headers.get('vary')).toContain('Accept-Language');
    expect(response.headers.get('x-middleware-request-x-next-intl-locale')).toBe('en');
  });

  it('sends a visitor without a session from a private page to /login?next=… at once', () => {
    for (const path of [
      '/me/saved',
      '/me/properties/new?x=1',
      '/messages',
      '/messages/abc',
      '/payment',
      '/verify-phone',
    ]) {
      const response = proxy(request(path));
      expect(response.status, path).toBe(307);
      const location = new URL(response.headers.get('location') ?? '');
      expect(location.origin, path).toBe('http://localhost:3000');
      expect(location.pathname + location.search, path).toBe(`/login?next=${encodeURIComponent(path)}`);
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
      expect(response.headers.get('vary'), path).toContain('Cookie');
    }
    // Not private: pages that only share a prefix, and public pages.
    for (const path of ['/messagesx', '/media', '/login', '/', '/legal/terms']) {
      expect(proxy(request(path)).status, path).toBe(200);
    }
  });

  it('lets a private page through with the access cookie, or with only the session hint (the page refreshes)', () => {
    expect(rewriteOf(proxy(request('/me/saved', { cookie: 'krov_access=token' })))).toBe(
      '/locale/bs/me/saved',
    );
    expect(rewriteOf(proxy(request('/me/saved', { cookie: 'krov_session=1; NEXT_LOCALE=en' })))).toBe(
      '/locale/en/me/saved',
    );
    // The refresh cookie never reaches a page (Path=/api/tokens); alone it proves nothing here.
    expect(proxy(request('/me/saved', { cookie: 'krov_refresh=token' })).status).toBe(307);
  });

  it('keeps the login target and its next a path of this site', () => {
    const location = new URL(
      proxy(request('/me//evil.ba?next=https://evil.ba')).headers.get('location') ?? '',
    );
    expect(location.origin).toBe('http://localhost:3000');
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('next')).toBe('/me//evil.ba?next=https://evil.ba');
    expect(new URL(location.searchParams.get('next') ?? '', 'http://localhost:3000').origin).toBe(
      'http://localhost:3000',
    );
  });

  it('leaves Next files and files with an extension alone', () => {
    const matcher = new RegExp(`^${config.matcher[0]}$`);
    expect(matcher.test('/legal/terms')).toBe(true);
    expect(matcher.test('/')).toBe(true);
    expect(matcher.test('/_next/static/chunks/app.js')).toBe(false);
    expect(matcher.test('/runtime-config.js')).toBe(false);
    expect(matcher.test('/favicon.ico')).toBe(false);
  });
});

describe('the script policy', () => {
  const id = '3651ad3f-e01c-4fc2-aa99-02a8679de547';
  const policyOf = (response: Response) => response.headers.get('content-security-policy');
  const requestPolicyOf = (response: Response) =>
    response.headers.get('x-middleware-request-content-security-policy');

  it('gives each page rendered per request a fresh nonce, in the response and in the request Next reads', () => {
    for (const path of ['/buy', '/rent/sarajevo', '/me/properties/42', '/nepostojeca-stranica']) {
      // A session's hint: /me/* without one goes to /login before any page.
      const first = proxy(request(path, { cookie: 'krov_session=1' }));
      const second = proxy(request(path, { cookie: 'krov_session=1' }));
      expect(policyOf(first)).toMatch(
        /^frame-ancestors 'none'; .*; script-src 'nonce-[A-Za-z0-9+/=]{24}' 'strict-dynamic'$/,
      );
      expect(requestPolicyOf(first)).toBe(policyOf(first));
      expect(policyOf(second)).not.toBe(policyOf(first));
    }
    // A signed-in visitor's /p/{id} is rendered per request; a visitor's is the cached copy.
    expect(policyOf(proxy(request(`/p/${id}`, { cookie: 'krov_access=x' })))).toMatch(/nonce-/);
    expect(policyOf(proxy(request(`/p/${id}`)))).toBeNull();
  });

  it('gives prerendered and cached pages none (their copies carry their scripts’ hashes instead)', () => {
    for (const path of [
      '/',
      '/legal/terms',
      '/login',
      '/me/properties',
      '/me/properties/new',
      '/me/profile',
    ]) {
      expect({ path, policy: policyOf(proxy(request(path, { cookie: 'krov_session=1' }))) }).toEqual({
        path,
        policy: null,
      });
    }
  });
});
