// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerClientCatalogues } from '@/i18n/testing';
import { request } from './client.ts';
import { configureApiClient } from './client-config.ts';
import { installFakeApi } from './testing/fake-api.ts';
import { resetBrowserState } from './testing/reset.ts';

registerClientCatalogues();
let restoreConfig: () => void;

beforeEach(() => {
  resetBrowserState();
  restoreConfig = configureApiClient({ notify: vi.fn(), navigate: vi.fn() });
});

afterEach(() => {
  restoreConfig();
  vi.unstubAllGlobals();
});

describe('calling an endpoint by its name in the contracts', () => {
  it("uses the description's method and fills its path parameters, each as one encoded segment", async () => {
    const id = '0b7c6d5e-1f2a-4b3c-8d4e-5f6a7b8c9d0e';
    const fake = installFakeApi({
      [`PUT /api/properties/${id}/photos/a%2Fb/cover`]: { status: 200, body: { id } },
    });
    await expect(request('choosePhotoCover', { params: { id, photoId: 'a/b' } })).resolves.toEqual({ id });
    expect(fake.requests.map((sent) => sent.method)).toEqual(['PUT']);
  });

  it('sends the body as JSON and the query in the address', async () => {
    const fake = installFakeApi({
      'POST /api/tokens/login': { status: 200, body: { accessToken: 't' } },
      'GET /api/users/me/properties': { status: 200, body: { items: [] } },
    });
    await request('login', { body: { emailOrPhoneNumber: 'a@b.ba', password: 'x' } });
    await request('myProperties', { query: { tab: 'hidden', page: 2, pageSize: 24 } });
    expect(JSON.parse(fake.requests[0]?.body ?? 'null')).toEqual({
      emailOrPhoneNumber: 'a@b.ba',
      password: 'x',
    });
    expect(fake.requests[1]?.url).toMatch(/\/api\/users\/me\/properties\?tab=hidden&page=2&pageSize=24$/);
  });

  it('answers undefined for 204', async () => {
    installFakeApi({ 'POST /api/tokens/logout': { status: 204 } });
    await expect(request('logout', {})).resolves.toBeUndefined();
  });
});
