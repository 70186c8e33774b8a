import { platformEndpoints } from '@krov/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors/app-error.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';

/** Serves stored images. Keys are never reused (a new photo gets a new key), so they cache for a year. */
export async function filesRoutes(app: FastifyInstance, { storage }: { storage: ObjectStorage }) {
  route(app, platformEndpoints.file, async (request, reply) => {
    const key = request.params['*'];
    const bytes = await storage.get(key);
    if (!bytes) throw new AppError('NotFound');
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .type(key.endsWith('.webp') ? 'image/webp' : 'application/octet-stream')
      .send(bytes);
  });
}
