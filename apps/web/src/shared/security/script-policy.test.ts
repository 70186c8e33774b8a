import { describe, expect, it } from 'vitest';
import { generalPolicy, paymentPolicy, rendersPerRequest, scriptPolicy } from './script-policy';

const directives = (policy: string) => policy.split(';').map((part) => part.trim().split(/\s+/)[0]);

describe('the content security policies', () => {
  it('leave connections and media open: the chat hub’s WebSocket on the api’s origin and the notification sound', () => {
    // Neither policy names a fetch directive that would fall back on them (docs/decisions/129).
    for (const policy of [generalPolicy, scriptPolicy('bm9uY2U=')]) {
      for (const directive of ['default-src', 'connect-src', 'media-src']) {
        expect(directives(policy)).not.toContain(directive);
      }
    }
  });

  it('lets /payment post its checkout form to the card provider only, and nowhere else', () => {
    const formAction = (policy: string) =>
      policy
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .find(([directive]) => directive === 'form-action')
        ?.slice(1);
    expect(formAction(generalPolicy)).toEqual(["'self'"]);
    expect(formAction(paymentPolicy)).toEqual([
      "'self'",
      'https://ipg.monri.com',
      'https://ipgtest.monri.com',
    ]);
    // Otherwise the same policy: no framing, no plugins, no foreign base.
    expect(paymentPolicy.startsWith(generalPolicy)).toBe(true);
  });

  it('gives the scripts of a per-request page this response’s nonce only', () => {
    expect(scriptPolicy('abc')).toBe(`${generalPolicy}; script-src 'nonce-abc' 'strict-dynamic'`);
  });

  it('knows the pages rendered per request, a conversation and the admin area among them', () => {
    expect(rendersPerRequest('/locale/bs/p/123')).toBe(true);
    expect(rendersPerRequest('/locale/en/buy/sarajevo')).toBe(true);
    expect(rendersPerRequest('/locale/bs/me/properties/new')).toBe(false);
    expect(rendersPerRequest('/locale/bs/messages/4f1c0c52-8c55-4d4b-9d2c-0a4c0d6f8a11')).toBe(true);
    expect(rendersPerRequest('/locale/bs/messages')).toBe(false);
    expect(rendersPerRequest('/locale/bs/messages/new')).toBe(false);
    expect(rendersPerRequest('/locale/en/admin')).toBe(true);
    expect(rendersPerRequest('/locale/bs/agency/krov-nekretnine')).toBe(false);
    // Prerendered and cached: their copies carry their scripts' hashes instead.
    for (const path of [
      '/locale/bs',
      '/locale/en/legal/terms',
      '/locale/bs/p-public/123',
      '/locale/bs/me/saved',
    ]) {
      expect({ path, perRequest: rendersPerRequest(path) }).toEqual({ path, perRequest: false });
    }
    // A path no page has renders its 404 per request: it gets a nonce like any page not cached.
    expect(rendersPerRequest('/locale/bs/nepostojeca-stranica')).toBe(true);
    expect(rendersPerRequest('/locale/bs/404')).toBe(true);
    expect(rendersPerRequest('/locale/bs/legal/terms/x')).toBe(true);
  });
});
