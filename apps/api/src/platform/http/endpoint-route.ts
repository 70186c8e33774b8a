import {
  type AnswerInputOf,
  type BodyOf,
  type Endpoint,
  errorResponse,
  errorStatusesOf,
  type ParamsOf,
  type QueryOf,
} from '@krov/contracts';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { z } from 'zod';
import { currentUserId } from '../auth/authenticate.ts';

/** What the api adds to a description: rate limits, a quieter log level, another serializer (schema-serializer.ts). */
export type RouteExtras = Pick<RouteShorthandOptions, 'config' | 'logLevel' | 'serializerCompiler'>;

/** The request as the description's schemas parsed it. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: ParamsOf<E>;
  Querystring: QueryOf<E>;
  Body: BodyOf<E>;
}>;

/**
 * A handler answers the body of the description's success status (the adapter sets the status),
 * nothing for 204, or the reply when it sent something itself (bytes, another status).
 */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<(E['status'] extends 204 ? undefined : AnswerInputOf<E>) | FastifyReply>;

/** The Fastify schema of a description: validation, serialization and OpenAPI from one place. */
export function schemaOf(endpoint: Endpoint): FastifySchema {
  const response: Record<number, z.ZodType> = {
    [endpoint.status]: endpoint.answer,
    ...endpoint.otherAnswers,
  };
  for (const status of errorStatusesOf(endpoint)) response[status] = errorResponse;
  return {
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    ...(endpoint.upload ? { consumes: ['multipart/form-data'] } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    response,
  };
}

/** A caller already identified (screenAdmin): 401 without a valid token. */
async function requireIdentified(request: FastifyRequest): Promise<void> {
  currentUserId(request);
}

/**
 * The hooks that give a description's access: 401 for 'user' without a valid token; for 'admin'
 * NotFound to a logged-in non-admin before validation, then 401 to a logged-out caller.
 */
function guardOf(app: FastifyInstance, endpoint: Endpoint) {
  if (endpoint.access === 'admin') return { preValidation: app.screenAdmin, preHandler: requireIdentified };
  if (endpoint.access === 'user') return { preHandler: app.requireUser };
  if (endpoint.access === 'identified') return { preHandler: app.identifyUser };
  return {};
}

/** Registers the route of an endpoint description (packages/contracts/src/endpoints) with its handler. */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  extras: RouteExtras = {},
): void {
  const respond: RouteHandlerMethod = async (request, reply) => {
    // One rule for what is someone's own (docs/decisions/165): an answer to a logged-in caller is
    // never stored by a browser or a shared cache (the profile, the lists, an owner's listing); a
    // handler that knows better (a private, immutable photo) sets its own.
    if (endpoint.access === 'user' || endpoint.access === 'admin' || request.auth)
      reply.header('cache-control', 'private, no-store');
    // The one place a Fastify request meets the description's types: the schemas above parsed it.
    const answer = await handler(request as EndpointRequest<E>, reply);
    if (answer === reply) return reply;
    reply.status(endpoint.status);
    return endpoint.status === 204 ? reply.send(null) : answer;
  };
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...guardOf(app, endpoint),
    ...extras,
    schema: schemaOf(endpoint),
    handler: respond,
  });
}
