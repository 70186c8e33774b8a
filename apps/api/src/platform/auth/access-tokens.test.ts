import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refused } from '../../../test/refusals.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createAccessTokens } from './access-tokens.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

describe('an access token', () => {
  it('validly signed but naming no user id of ours answers 401, not 500', async () => {
    // Signed with the api's own key: only the subject is wrong.
    const tokens = createAccessTokens(test.config.authSecret, test.clock);
    for (const subject of ['not-a-uuid', "1' or '1'='1", '']) {
      const token = await tokens.issue({ userId: subject, role: 'user', sessionId: crypto.randomUUID() });
      const response = await test.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { authorization: `Bearer ${token}` },
      });
      refused(response, 401, 'Unauthorized');
    }
    // A well-formed id of nobody: no such user, still no 500.
    const nobody = await tokens.issue({
      userId: '00000000-0000-4000-8000-000000000000',
      role: 'user',
      sessionId: crypto.randomUUID(),
    });
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${nobody}` },
    });
    expect(response.statusCode).toBeLessThan(500);
  });
});
