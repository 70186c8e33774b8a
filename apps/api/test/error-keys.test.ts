import { endpoints } from '@krov/contracts';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { unlistedErrorKeys, watchErrorKeys } from './error-keys.ts';

// The probe of the api tests' watch (error-keys-setup.ts, decision 196): an answer whose key the
// endpoint's description does not list is found; a listed, implied or platform key is not.
describe("the api tests' watch of the error keys", () => {
  it('finds an error key the description does not list, and only that', async () => {
    const app = Fastify();
    watchErrorKeys(app);
    const answers: Record<string, { status: number; message: string }> = {
      foreign: { status: 404, message: 'PropertyNotFound' },
      implied: { status: 401, message: 'Unauthorized' },
      platform: { status: 500, message: 'InternalServerError' },
    };
    app.get(endpoints.me.path, async (request, reply) => {
      const answer = answers[(request.query as { as: string }).as];
      if (!answer) throw new Error('an answer the probe does not know');
      const { status, message } = answer;
      return reply.status(status).send({ message });
    });
    for (const as of Object.keys(answers))
      await app.inject({ method: 'GET', url: `${endpoints.me.path}?as=${as}` });
    await app.close();
    expect(unlistedErrorKeys.splice(0)).toEqual(['me (GET /api/users/me) answered PropertyNotFound']);
  });
});
