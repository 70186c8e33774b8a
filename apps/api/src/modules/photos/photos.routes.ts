import { listingLimits, photoEndpoints } from '@krov/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUserId } from '../../platform/auth/authenticate.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import { multipartFailure, readingMultipart } from '../../platform/http/multipart-failure.ts';
import type { ActingOwner } from '../listings/ports.ts';
import type { PhotosService, Upload } from './photos.service.ts';

/**
 * The files of the multipart field "photos", each read only when the service asks for it.
 * One more file than a listing may hold is let through, so the service answers the
 * 30-photo rule itself instead of the parser cutting the upload short.
 */
async function* photoUploads(request: FastifyRequest): AsyncGenerator<Upload> {
  // (The floor plans' 10 are fewer: the service answers their bound too.)
  const limits = { fileSize: listingLimits.photoBytesMax, files: listingLimits.photosMax + 1 };
  try {
    for await (const part of request.files({ limits })) {
      if (part.fieldname !== 'photos') {
        part.file.resume();
        continue;
      }
      yield () => readingMultipart(() => part.toBuffer());
    }
  } catch (error) {
    // A body the parser cannot read is the client's: 400 (or 413), never a 500.
    throw multipartFailure(error);
  }
}

/** A listing's photos: upload several at once, reorder, choose the cover, delete. */
export async function photosRoutes(
  app: FastifyInstance,
  { photos, actingOwner }: { photos: PhotosService; actingOwner: ActingOwner },
) {
  // The listing's owner, as its agent or its agency's owner act for it (listing-agencies.ts).
  const as = (id: string, request: FastifyRequest) => actingOwner(id, currentUserId(request));
  route(app, photoEndpoints.uploadPhotos, async (request) => {
    if (!request.isMultipart()) throw new AppError('BadRequest');
    const owner = await as(request.params.id, request);
    return photos.addPhotos(request.params.id, owner, photoUploads(request), request.query.kind);
  });

  route(app, photoEndpoints.orderPhotos, async (request) =>
    photos.reorderPhotos(request.params.id, await as(request.params.id, request), request.body.photoIds),
  );

  route(app, photoEndpoints.choosePhotoCover, async (request) =>
    photos.chooseCover(request.params.id, await as(request.params.id, request), request.params.photoId),
  );

  route(app, photoEndpoints.deletePhoto, async (request) =>
    photos.deletePhoto(request.params.id, await as(request.params.id, request), request.params.photoId),
  );
}
