// The platform as a client meets it: the OpenAPI document, health, security headers.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformTestApp, getOn } from './platform-fixtures.ts';
import type { TestApp } from './test-app.ts';
import { testEngine } from './test-engine.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createPlatformTestApp();
});
afterAll(() => test.close());

const get = getOn(() => test);

/**
 * Every route the app registered, as "METHOD /path", read from Fastify's own router tree
 * (printRoutes prints one segment per line; a line's depth says which prefix it extends).
 */
function registeredRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const match = line.match(/^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/);
    if (!match) continue;
    const [, indent = '', segment = '', methods] = match;
    prefixes.length = indent.length / 4;
    prefixes.push(segment === '(empty root node)' ? '' : segment);
    for (const method of methods?.split(', ') ?? []) routes.push(`${method} ${prefixes.join('')}`);
  }
  return routes;
}

describe('OpenAPI document', () => {
  it('lists every route the app registered, and nothing else', async () => {
    const response = await get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toMatch(/^3\./);
    const methods = new Set(['get', 'put', 'post', 'delete', 'patch']);
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((key) => methods.has(key))
        .map((method) => `${method.toUpperCase()} ${path}`),
    );

    const registered = registeredRoutes(test.app)
      .filter((route) => !/^(HEAD|OPTIONS) /.test(route))
      .filter((route) => !/^\w+ \/api\/docs(\/|$)/.test(route))
      .map((route) => route.replace(/:(\w+)/g, '{$1}').replace(/\/\*$/, '/{*}'));
    // The parser itself must have found the app's routes, or the comparison proves nothing.
    expect(registered).toEqual(
      expect.arrayContaining([
        'POST /api/tokens/login',
        'PUT /api/users/me',
        'DELETE /api/users/me/photo',
        'GET /api/files/{*}',
        'GET /api/chats/unread-count',
        'GET /dev/mailbox/messages',
      ]),
    );
    expect(registered.length).toBeGreaterThanOrEqual(23);
    expect([...new Set(documented)].sort()).toEqual([...new Set(registered)].sort());
  });

  it('is readable as a page at /api/docs', async () => {
    const response = await get('/api/docs');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toMatch(/swagger/i);
  });
});

describe('GET /api/health', () => {
  it('answers liveness and database readiness with the engine', async () => {
    const response = await get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toStrictEqual({ status: 'ok', database: 'up', engine: testEngine() });
  });
});

describe('security headers (helmet, built once)', () => {
  it('are on every answer, the same on two requests, photos readable from the web’s site', async () => {
    const [first, second] = [await get('/api/health'), await get('/api/health')];
    for (const response of [first, second]) {
      expect(response.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'strict-transport-security': expect.stringContaining('max-age='),
        'cross-origin-resource-policy': 'same-site',
        'referrer-policy': 'no-referrer',
      });
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    // An error answer carries them too.
    expect((await get('/api/nowhere')).headers['x-content-type-options']).toBe('nosniff');
  });
});
