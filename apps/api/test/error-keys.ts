import { type Endpoint, endpoints, mayAnswer } from '@krov/contracts';
import type { FastifyInstance } from 'fastify';

const described = new Map(
  Object.entries(endpoints as Record<string, Endpoint>).map(([name, endpoint]) => [
    `${endpoint.method} ${endpoint.path}`,
    { name, endpoint },
  ]),
);

/**
 * Error answers of described endpoints whose key their description does not list (nor imply, nor
 * the platform answer anywhere): error-keys-setup.ts fails the test that made one
 * (docs/decisions/196). Every api test's app watches its answers.
 */
export const unlistedErrorKeys: string[] = [];

/** The key of an error answer's body, if it is the error shape. */
function keyOf(payload: string): string | undefined {
  try {
    const { message } = JSON.parse(payload) as { message?: unknown };
    return typeof message === 'string' ? message : undefined;
  } catch {
    return undefined;
  }
}

export function watchErrorKeys(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const found = described.get(`${method} ${request.routeOptions.url}`);
    const key = found && keyOf(payload);
    if (found && key !== undefined && !mayAnswer(found.endpoint, key)) {
      unlistedErrorKeys.push(`${found.name} (${method} ${found.endpoint.path}) answered ${key}`);
    }
    return payload;
  });
}
