import { AppError } from '../errors/app-error.ts';

/**
 * What a failure while reading a multipart upload becomes (docs/decisions/121-upload-failures.md):
 * our own refusals as they are; a part over the size or count limit PayloadTooLarge; anything
 * the parser could not read (no boundary, a body cut short, a malformed part) BadRequest, never
 * a 500: a client sent it, nothing failed here.
 */
export function multipartFailure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (status === 413) return new AppError('PayloadTooLarge');
  return new AppError('BadRequest');
}

/** Runs a read of a multipart body, its failures in the api's terms. */
export async function readingMultipart<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw multipartFailure(error);
  }
}
