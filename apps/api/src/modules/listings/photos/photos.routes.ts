import {
  listingLimits,
  photoOrderRequest,
  photoParams,
  propertyIdParams,
  propertyResponse,
} from '@krov/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserId } from '../../../platform/auth/authenticate.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { listingErrors } from '../listing-errors.ts';
import type { PhotosService, Upload } from './photos.service.ts';

const tags = ['listings'];

/**
 * The files of the multipart field "photos", each read only when the service asks for it.
 * One more file than a listing may hold is let through, so the service answers the
 * 30-photo rule itself instead of the parser cutting the upload short.
 */
async function* photoUploads(request: FastifyRequest): AsyncGenerator<Upload> {
  const limits = { fileSize: listingLimits.photoBytesMax, files: listingLimits.photosMax + 1 };
  for await (const part of request.files({ limits })) {
    if (part.fieldname !== 'photos') {
      part.file.resume();
      continue;
    }
    yield () => part.toBuffer();
  }
}

/** A listing's photos: upload several at once, reorder, choose the cover, delete. */
export const photosRoutes: FastifyPluginAsyncZod<{ photos: PhotosService }> = async (app, { photos }) => {
  const owner = { preHandler: app.requireUser };

  app.post(
    '/api/properties/:id/photos',
    {
      ...owner,
      schema: {
        tags,
        summary:
          'Upload photos (multipart field "photos", several files: JPEG, PNG or WebP, up to 15 MB each)',
        consumes: ['multipart/form-data'],
        params: propertyIdParams,
        response: { 201: propertyResponse, ...listingErrors },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('BadRequest');
      const property = await photos.addPhotos(
        request.params.id,
        currentUserId(request),
        photoUploads(request),
      );
      return reply.status(201).send(property);
    },
  );

  app.put(
    '/api/properties/:id/photos/order',
    {
      ...owner,
      schema: {
        tags,
        summary: 'Reorder the photos: every photo id of the listing exactly once; the first is the cover',
        params: propertyIdParams,
        body: photoOrderRequest,
        response: { 200: propertyResponse, ...listingErrors },
      },
    },
    async (request) => photos.reorderPhotos(request.params.id, currentUserId(request), request.body.photoIds),
  );

  app.put(
    '/api/properties/:id/photos/:photoId/cover',
    {
      ...owner,
      schema: {
        tags,
        summary: 'Make a photo the cover (moves it first)',
        params: photoParams,
        response: { 200: propertyResponse, ...listingErrors },
      },
    },
    async (request) => photos.chooseCover(request.params.id, currentUserId(request), request.params.photoId),
  );

  app.delete(
    '/api/properties/:id/photos/:photoId',
    {
      ...owner,
      schema: {
        tags,
        summary: 'Remove a photo (its files too)',
        params: photoParams,
        response: { 200: propertyResponse, ...listingErrors },
      },
    },
    async (request) => photos.deletePhoto(request.params.id, currentUserId(request), request.params.photoId),
  );
};
