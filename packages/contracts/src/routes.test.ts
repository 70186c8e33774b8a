import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pathOf } from './endpoint.ts';
import { endpoints } from './endpoints/all.ts';
import { routes } from './routes.generated.ts';
import { routeTableSource } from './routes.ts';

describe('the endpoint descriptions', () => {
  it('are what routes.generated.ts says (else run `npm run generate -w @krov/contracts`)', () => {
    const written = readFileSync(path.join(import.meta.dirname, 'routes.generated.ts'), 'utf8');
    expect(written).toBe(routeTableSource(endpoints));
    const browserCalls = Object.entries(endpoints).filter(
      ([, description]) => !('browser' in description && description.browser === false),
    );
    expect(Object.keys(routes)).toEqual(browserCalls.map(([name]) => name));
    // A provider's notification and the sandbox's page are never the browser's calls.
    expect(Object.keys(routes)).not.toContain('providerNotification');
    expect(Object.keys(routes)).toContain('checkout');
  });

  it('give every method and path to one endpoint only', () => {
    const seen = Object.values(endpoints).map(({ method, path }) => `${method} ${path}`);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('declare a path parameter schema for every path parameter, and no other', () => {
    for (const [name, description] of Object.entries(endpoints)) {
      const inPath = [...description.path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
      const params = 'params' in description ? description.params : undefined;
      const declared = Object.keys(params?.shape ?? {})
        .filter((key) => key !== '*')
        .sort();
      expect(declared, name).toEqual(inPath);
    }
  });

  it('answer nothing exactly when the status is 204', () => {
    for (const [name, description] of Object.entries(endpoints)) {
      const empty = description.answer.safeParse(null).success && description.answer.def.type === 'null';
      expect(empty, name).toBe(description.status === 204);
    }
  });
});

describe('pathOf', () => {
  it('fills each path parameter, encoded as one segment', () => {
    expect(pathOf(routes.choosePhotoCover, { id: 'a b', photoId: 'x/y' })).toBe(
      '/api/properties/a%20b/photos/x%2Fy/cover',
    );
    expect(pathOf(routes.me)).toBe('/api/users/me');
  });

  it('refuses a missing parameter rather than calling a wrong address', () => {
    expect(() => pathOf(routes.property, {})).toThrow(/needs the path parameter id/);
  });
});
