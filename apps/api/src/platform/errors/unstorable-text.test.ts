import { type Endpoint, endpoints } from '@krov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { verifiedUser } from '../../../test/accounts-fixtures.ts';
import { adminUser } from '../../../test/agency-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// Every endpoint description, swept: a NUL or a lone surrogate in any text of the body, the query
// or a path parameter answers 400 ValidationErrors naming the field, never 500 (issue 13, 1).
// A new endpoint is covered without a new test.

let test: TestApp;
let userAuth: Record<string, string>;
let adminAuth: Record<string, string>;
beforeAll(async () => {
  test = await createTestApp();
  userAuth = (await verifiedUser(test)).auth;
  adminAuth = (await adminUser(test)).auth;
});
/** The caller whose request the endpoint validates: an admin's on the admin area (decision 195). */
const authFor = (endpoint: Endpoint) => (endpoint.access === 'admin' ? adminAuth : userAuth);
afterAll(() => test.close());

const bad = ['nul\u0000byte', 'lone \uD83C surrogate', '\uDFE0'];
const placeholder = '0b8a5a4e-5d1c-4b7e-9d55-000000000001';

/** The top-level keys of an object schema (through optional and default wrappers). */
function keysOf(schema: z.ZodType | undefined): string[] {
  let at: unknown = schema;
  while (at instanceof z.ZodOptional || at instanceof z.ZodDefault || at instanceof z.ZodNullable) {
    at = (at as z.ZodOptional<z.ZodType>).unwrap();
  }
  return at instanceof z.ZodObject ? Object.keys(at.shape) : [];
}

const described = Object.entries(endpoints as Record<string, Endpoint>).filter(
  ([, endpoint]) => !endpoint.path.includes('*'),
);

function pathWith(endpoint: Endpoint, value: (name: string) => string): string {
  return endpoint.path.replace(/:([A-Za-z]\w*)/g, (_match, name: string) => value(name));
}

async function send(endpoint: Endpoint, url: string, body?: Record<string, string>) {
  return test.app.inject({
    method: endpoint.method,
    url,
    headers: {
      ...authFor(endpoint),
      'x-requested-with': 'XMLHttpRequest',
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    // As the bytes a client sends: JSON escapes a lone surrogate as \ud83c.
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
}

function expectRefused(response: Awaited<ReturnType<typeof send>>, fields: string[], where: string) {
  expect({ where, status: response.statusCode }).toEqual({ where, status: 400 });
  const answer = response.json() as { message: string; validationErrors: { field: string }[] };
  expect(answer.message).toBe('ValidationErrors');
  expect(answer.validationErrors).toEqual(
    expect.arrayContaining(fields.map((field) => ({ field, error: 'Regex', extra: {} }))),
  );
}

describe('a text that cannot be stored, in any endpoint', () => {
  it('is refused in every field of a JSON body', async () => {
    let swept = 0;
    for (const [name, endpoint] of described) {
      if (!endpoint.body) continue;
      const fields = keysOf(endpoint.body);
      const keys = fields.length > 0 ? fields : ['text'];
      for (const text of bad) {
        const body = Object.fromEntries(keys.map((key) => [key, text]));
        const response = await send(
          endpoint,
          pathWith(endpoint, () => placeholder),
          body,
        );
        expectRefused(response, keys, `${name} body`);
      }
      swept += 1;
    }
    // Login, register, the profile, listing create and edit, and the rest.
    expect(swept).toBeGreaterThanOrEqual(15);
  });

  it('is refused in every parameter of a query', async () => {
    let swept = 0;
    for (const [name, endpoint] of described) {
      const keys = keysOf(endpoint.query);
      if (keys.length === 0) continue;
      const path = pathWith(endpoint, () => placeholder);
      const nul = await send(endpoint, `${path}?${keys.map((key) => `${key}=a%00b`).join('&')}`);
      expectRefused(nul, keys, `${name} query`);
      // A lone surrogate has no UTF-8 form to travel in a URL: its would-be bytes are invalid
      // UTF-8 and arrive as U+FFFD, a storable text; whatever the field says of it, never a 500.
      const lone = await send(endpoint, `${path}?${keys.map((key) => `${key}=%ED%A0%BC`).join('&')}`);
      expect({ name, status: lone.statusCode }).not.toEqual({ name, status: 500 });
      swept += 1;
    }
    expect(swept).toBeGreaterThanOrEqual(4);
  });

  it('is refused in every path parameter', async () => {
    let swept = 0;
    for (const [name, endpoint] of described) {
      const keys = keysOf(endpoint.params);
      if (keys.length === 0) continue;
      const response = await send(
        endpoint,
        pathWith(endpoint, () => 'a%00b'),
      );
      expectRefused(response, keys, `${name} params`);
      swept += 1;
    }
    expect(swept).toBeGreaterThanOrEqual(15);
  });
});

describe('a body nested deeper than any request', () => {
  // 10 000 levels overflowed the recursive walk of the texts: 500 on every endpoint with a body.
  const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

  it('is a BadRequest on every endpoint with a JSON body, logged in or not', async () => {
    let swept = 0;
    for (const [name, endpoint] of described) {
      if (!endpoint.body) continue;
      const [key = 'text'] = keysOf(endpoint.body);
      for (const headers of [authFor(endpoint), {}]) {
        const response = await test.app.inject({
          method: endpoint.method,
          url: pathWith(endpoint, () => placeholder),
          headers: { ...headers, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
          payload: `{${JSON.stringify(key)}:${deep(10_000)}}`,
        });
        expect({ name, status: response.statusCode, body: response.json() }).toEqual({
          name,
          status: 400,
          body: { message: 'BadRequest' },
        });
      }
      swept += 1;
    }
    expect(swept).toBeGreaterThanOrEqual(15);
  });

  it('while the nesting a request has is read as before', async () => {
    const response = await send(endpoints.login as Endpoint, '/api/tokens/login', {
      emailOrPhoneNumber: 'niko@example.ba',
      password: 'pogresna-lozinka',
    });
    expect(response.statusCode).toBe(401);
  });
});
