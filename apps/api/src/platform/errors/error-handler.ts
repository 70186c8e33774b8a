import type { ErrorKey, ErrorResponse } from '@krov/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';
import { RequestValidationError } from './request-validation.ts';

/**
 * Fastify's own 4xx errors (bad JSON, body too large, wrong content type) in the spec's terms.
 * A body of a type no route parses is a BadRequest (FileTypeNotAllowed is for uploads only).
 */
function keyForStatus(status: number): ErrorKey {
  switch (status) {
    case 401:
      return 'Unauthorized';
    case 404:
      return 'NotFound';
    case 413:
      return 'PayloadTooLarge';
    case 429:
      return 'TooManyRequests';
    default:
      return 'BadRequest';
  }
}

/**
 * One place turns every failure into the spec's shape: {message} or ValidationErrors.
 * 5xx details stay in the log; the client only learns InternalServerError.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | RequestValidationError, request, reply) => {
    let status: number;
    let body: ErrorResponse;
    if (error instanceof AppError) {
      status = error.statusCode;
      body = { message: error.key };
      if (error.validationErrors) body.validationErrors = error.validationErrors;
    } else if (error instanceof RequestValidationError) {
      status = 400;
      body = { message: 'ValidationErrors', validationErrors: error.validationErrors };
    } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { message: keyForStatus(status) };
    } else {
      request.log.error({ err: error }, 'request failed');
      status = 500;
      body = { message: 'InternalServerError' };
    }
    if (status < 500) request.log.info({ status, key: body.message }, 'request refused');
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'NotFound' }));
}
