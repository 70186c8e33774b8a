import {
  nestedDeeperThan,
  toValidationErrors,
  unstorableTextErrors,
  type ValidationError,
} from '@krov/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error.ts';

/** A request that failed its contract schema. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  readonly validationErrors: ValidationError[];

  constructor(validationErrors: ValidationError[]) {
    super('ValidationErrors');
    this.name = 'RequestValidationError';
    this.validationErrors = validationErrors;
  }
}

/**
 * Validates bodies, queries and params with the contracts' zod schemas and reports failures in
 * the spec's {field, error, extra} terms (the type provider's default would report zod's own).
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema }) => {
  return (data) => {
    // Nested deeper than any request of ours (contracts' maxRequestDepth): not a request we read,
    // as broken JSON is not, refused before anything walks it (thousands of levels overflowed
    // the stack of the walk below: 500; issue 27, 27).
    if (nestedDeeperThan(data)) return { error: new AppError('BadRequest') };
    // One rule before every schema: a text that cannot be stored (NUL, a lone surrogate) is
    // refused with its field, never passed on to fail in the database (docs/decisions/120).
    const unstorable = unstorableTextErrors(data);
    if (unstorable.length > 0) return { error: new RequestValidationError(unstorable) };
    // Fastify hands a POST without a body over as null: it is an absent body, which `.optional()` accepts.
    const result = schema.safeParse(data ?? undefined);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(toValidationErrors(result.error.issues, data)) };
  };
};
