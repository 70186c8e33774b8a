import { errorResponse } from '@krov/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors/app-error.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { filesPathPrefix } from './file-urls.ts';

/** Serves stored images. Keys are never reused (a new photo gets a new key), so they cache for a year. */
export const filesRoutes: FastifyPluginAsyncZod<{ storage: ObjectStorage }> = async (app, { storage }) => {
  app.get(
    `${filesPathPrefix}*`,
    {
      schema: {
        tags: ['files'],
        summary: 'A stored image (profile photos, listing photos and their variants)',
        params: z.object({ '*': z.string().max(200) }),
        response: { 200: z.any().describe('The image bytes (image/webp)'), 404: errorResponse },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const bytes = await storage.get(key);
      if (!bytes) throw new AppError('NotFound');
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .type(key.endsWith('.webp') ? 'image/webp' : 'application/octet-stream')
        .send(bytes);
    },
  );
};
