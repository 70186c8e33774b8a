import type { Socket } from 'node:net';
import { type ErrorKey, type ErrorResponse, errorStatus } from '@krov/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, RetryLaterError } from './app-error.ts';
import { RequestValidationError } from './request-validation.ts';

/**
 * Fastify's own 4xx errors (bad JSON, body too large, wrong content type) in the spec's terms,
 * answered with the key's own status (contracts' errorStatus): a body of a type no route parses
 * (415) or an Accept nothing satisfies (406) is a BadRequest, 400 (FileTypeNotAllowed is for
 * uploads only). docs/decisions/123-every-answer-in-the-shape.md.
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
      if (error instanceof RetryLaterError) reply.header('retry-after', String(error.retryAfterSeconds));
    } else if (error instanceof RequestValidationError) {
      status = 400;
      body = { message: 'ValidationErrors', validationErrors: error.validationErrors };
    } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      const key = keyForStatus(error.statusCode);
      status = errorStatus[key];
      body = { message: key };
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

/**
 * Fastify's `frameworkErrors`: a URL the router cannot read (FST_ERR_BAD_URL) or a path parameter
 * over its length (FST_ERR_MAX_PARAM_LENGTH, which answered 414 echoing the URL) is a BadRequest
 * in the error shape, and the URL is not repeated back.
 */
export function frameworkErrorAnswer(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ status: 400, key: 'BadRequest', code: error.code }, 'request refused');
  return reply.status(errorStatus.BadRequest).send({ message: 'BadRequest' } satisfies ErrorResponse);
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before there is a request (a
 * request line and headers over 16 KB, HPE_HEADER_OVERFLOW, which Fastify answered 431 in its own
 * shape; a malformed request; one that took too long to arrive) is a BadRequest in the error
 * shape too, and the connection closes, as Node's own answer does.
 */
export function clientErrorAnswer(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket) {
  // Reset by the client: there is no one to answer (Node's documentation of 'clientError').
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.info({ status: 400, key: 'BadRequest', code: error.code }, 'request refused');
  if (socket.writable) {
    const body = JSON.stringify({ message: 'BadRequest' } satisfies ErrorResponse);
    socket.write(
      `HTTP/1.1 400 Bad Request\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
