import { endpoints } from '@krov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => test?.close());

interface Operation {
  summary?: string;
  tags?: string[];
}

/** The OpenAPI document lists every route the app registered (platform tests prove it). */
async function documentedOperations(): Promise<Map<string, Operation>> {
  const response = await test.app.inject({ method: 'GET', url: '/api/docs/json' });
  const document = response.json() as { paths: Record<string, Record<string, Operation>> };
  const operations = new Map<string, Operation>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      operations.set(`${method.toUpperCase()} ${path}`, operation);
    }
  }
  return operations;
}

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}').replace(/\/\*$/, '/{*}');

describe('the api and the endpoint descriptions of packages/contracts', () => {
  it('registers exactly the described endpoints, each from its description', async () => {
    const documented = await documentedOperations();
    const described = new Map(
      Object.values(endpoints).map((endpoint) => [
        `${endpoint.method} ${openApiPath(endpoint.path)}`,
        endpoint,
      ]),
    );
    expect([...documented.keys()].sort()).toEqual([...described.keys()].sort());
    for (const [key, endpoint] of described) {
      expect(documented.get(key), key).toMatchObject({ summary: endpoint.summary, tags: [...endpoint.tags] });
    }
  });

  // A body is validated before the guard runs (Fastify's order), so bodiless calls show the guard.
  it("guards every 'user' endpoint without a body: 401 Unauthorized without a token", async () => {
    // 'admin' endpoints are 'user' endpoints to a logged-out caller (admin-access.test.ts).
    const guarded = Object.values(endpoints).filter(
      (endpoint) => (endpoint.access === 'user' || endpoint.access === 'admin') && !('body' in endpoint),
    );
    expect(guarded.length).toBeGreaterThan(10);
    for (const endpoint of guarded) {
      const url = endpoint.path
        .replace(':photoId', '00000000-0000-4000-8000-000000000001')
        .replace(':userId', '00000000-0000-4000-8000-000000000003')
        .replace(':token', 'an-invitation-token-of-forty-characters-x')
        .replace(':slug', 'an-agency')
        .replace(':id', '00000000-0000-4000-8000-000000000002');
      const response = await test.app.inject({
        method: endpoint.method,
        url,
        headers: { 'x-requested-with': 'test' },
      });
      expect({ route: `${endpoint.method} ${endpoint.path}`, status: response.statusCode }).toEqual({
        route: `${endpoint.method} ${endpoint.path}`,
        status: 401,
      });
      expect(response.json()).toEqual({ message: 'Unauthorized' });
    }
  });
});
