import type { FastifyInstance } from 'fastify';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { type FileUrl, fileUrls } from './file-urls.ts';
import { filesRoutes } from './files.routes.ts';

/** Serves the stored files, and tells the other modules the address of a stored key. */
export async function registerFilesModule(
  app: FastifyInstance,
  deps: { storage: ObjectStorage },
): Promise<{ fileUrl: FileUrl }> {
  await app.register(filesRoutes, { storage: deps.storage });
  return { fileUrl: fileUrls() };
}
