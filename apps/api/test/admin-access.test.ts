/**
 * The admin area's one guard (docs/decisions/195): its endpoints say `access: 'admin'` and route()
 * installs the check, so a logged-in non-admin is answered NotFound before anything of the request
 * is validated, and no handler checks the role by hand.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Endpoint, endpoints } from '@krov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser } from './agency-fixtures.ts';
import { type Seller, seller } from './listings-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const described = Object.values(endpoints) as Endpoint[];
const adminEndpoints = described.filter((endpoint) => endpoint.access === 'admin');

/** A request each of whose parts (path, query, body) the endpoint's schemas refuse. */
function invalidRequest(endpoint: Endpoint) {
  const url = endpoint.path.replace(/:(\w+)/g, 'not-an-id');
  const query = endpoint.query ? '?limit=many&status=whatever&cursor=%%%' : '';
  return {
    method: endpoint.method,
    url: `${url}${query}`,
    headers: { 'x-requested-with': 'test' },
    ...(endpoint.body ? { payload: { reason: 42, code: [], percent: 'all' } } : {}),
  };
}
const validates = (endpoint: Endpoint) => Boolean(endpoint.params ?? endpoint.query ?? endpoint.body);

/** Where a source checks the admin role by hand (a role compared with 'admin', an isAdmin call). */
export function handAdminChecks(source: string): string[] {
  const patterns = [
    /\brole\s*[!=]==?\s*['"]admin['"]/g,
    /['"]admin['"]\s*[!=]==?\s*[\w.?]*role\b/g,
    /\bisAdmin\s*\(/g,
    /\bcreateAdminCheck\b/g,
  ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[0]));
}

const apiSource = path.join(import.meta.dirname, '../src');
/** The files that may name the role: the guard, its wiring, the token's claims, the seed and the grant script. */
const allowed = new Set([
  'platform/auth/authenticate.ts',
  'platform/auth/access-tokens.ts',
  'modules/accounts/admin-check.ts',
  'modules/accounts/index.ts',
  'app.ts',
  'seed/demo-data.ts',
  // A domain rule, not an access check: a report's resolution does not suspend an admin's account.
  'modules/accounts/user-suspensions.ts',
]);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the admin access of the endpoint descriptions', () => {
  it('is what every admin endpoint says, and only they', () => {
    expect(adminEndpoints.length).toBeGreaterThanOrEqual(15);
    for (const endpoint of described) {
      expect({ path: endpoint.path, admin: endpoint.access === 'admin' }).toEqual({
        path: endpoint.path,
        admin: endpoint.path.startsWith('/api/admin/'),
      });
    }
  });

  it('finds a role checked by hand (probes), and none in the api outside the guard', () => {
    expect(handAdminChecks("if (user?.role !== 'admin') throw new AppError('NotFound');")).toHaveLength(1);
    expect(handAdminChecks("if ('admin' === contact.role) return;")).toHaveLength(1);
    expect(
      handAdminChecks('if (!(await admins.isAdmin(userId))) throw new AppError("NotFound");'),
    ).toHaveLength(1);
    expect(handAdminChecks('const guard = createAdminCheck(db);')).toHaveLength(1);
    expect(
      handAdminChecks("if (membership.role !== 'owner') throw new AppError('ActionForbidden');"),
    ).toEqual([]);
    const found = sourceFiles(apiSource)
      .map((file) => path.relative(apiSource, file).split(path.sep).join('/'))
      .filter((file) => !allowed.has(file))
      .flatMap((file) =>
        handAdminChecks(readFileSync(path.join(apiSource, file), 'utf8')).map((check) => `${file}: ${check}`),
      );
    expect(found).toEqual([]);
  });
});

describe('an admin endpoint', () => {
  let test: TestApp;
  let user: Seller;
  let admin: Seller;
  beforeAll(async () => {
    test = await createTestApp();
    user = await seller(test);
    admin = await adminUser(test);
  });
  afterAll(async () => test?.close());

  it('answers a logged-in non-admin NotFound before validating anything', async () => {
    for (const endpoint of adminEndpoints) {
      const request = invalidRequest(endpoint);
      const response = await test.app.inject({ ...request, headers: { ...request.headers, ...user.auth } });
      expect({ route: `${endpoint.method} ${endpoint.path}`, status: response.statusCode }).toEqual({
        route: `${endpoint.method} ${endpoint.path}`,
        status: 404,
      });
      expect(response.json()).toEqual({ message: 'NotFound' });
    }
  });

  it('validates an admin’s request, and a logged-out caller’s before asking them to log in', async () => {
    for (const endpoint of adminEndpoints) {
      const request = invalidRequest(endpoint);
      const route = `${endpoint.method} ${endpoint.path}`;
      const asAdmin = await test.app.inject({ ...request, headers: { ...request.headers, ...admin.auth } });
      const loggedOut = await test.app.inject(request);
      if (validates(endpoint)) {
        expect({ route, status: asAdmin.statusCode }).toEqual({ route, status: 400 });
        expect(asAdmin.json()).toMatchObject({ message: 'ValidationErrors' });
        expect({ route, status: loggedOut.statusCode }).toEqual({ route, status: 400 });
      } else {
        expect({ route, status: loggedOut.statusCode }).toEqual({ route, status: 401 });
        expect(loggedOut.json()).toEqual({ message: 'Unauthorized' });
      }
    }
  });
});
