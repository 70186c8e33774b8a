import { offerEndpoints } from '@krov/contracts';
import type { FastifyInstance } from 'fastify';
import { currentUserId } from '../../../platform/auth/authenticate.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import type { NotSameProperty } from './not-same-property.ts';

export async function offersRoutes(
  app: FastifyInstance,
  { notSameProperty }: { notSameProperty: NotSameProperty },
) {
  route(app, offerEndpoints.notSameProperty, async (request) => {
    await notSameProperty.separate(request.params.id, request.body.otherPropertyId, currentUserId(request));
    return undefined;
  });
}
