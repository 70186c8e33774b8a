import type { ErrorKey, ValidationError } from '@krov/contracts';

/** Failures that never reached the api, or whose answer never arrived. None has a text of its own. */
export type ClientErrorKey = 'Cancelled' | 'Timeout' | 'NetworkError';

/** A key the api answers, or one of the client's; any other string a newer api might send. */
export type ApiErrorKey = ErrorKey | ClientErrorKey | (string & {});

/** Every failed call throws this: the HTTP status (0 when no answer came) and the api's message key. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly key: ApiErrorKey;
  /** The field errors of a ValidationErrors answer; empty otherwise. */
  readonly validationErrors: ValidationError[];

  constructor(status: number, key: ApiErrorKey, validationErrors: ValidationError[] = [], cause?: unknown) {
    super(key, cause === undefined ? undefined : { cause });
    this.status = status;
    this.key = key;
    this.validationErrors = validationErrors;
  }

  /** The caller aborted the request (its AbortSignal): nothing to report. */
  get cancelled(): boolean {
    return this.key === 'Cancelled';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The api's error body is `{message, validationErrors?}` (contracts' errorResponse). Anything else
 * (a proxy's HTML page, an empty 502) counts as InternalServerError.
 */
export function errorFromResponse(status: number, body: unknown): ApiError {
  const shape = (body ?? {}) as { message?: unknown; validationErrors?: unknown };
  const key = typeof shape.message === 'string' && shape.message ? shape.message : 'InternalServerError';
  const validationErrors = Array.isArray(shape.validationErrors)
    ? (shape.validationErrors as unknown[]).filter(isValidationError)
    : [];
  return new ApiError(status, key, validationErrors);
}

function isValidationError(entry: unknown): entry is ValidationError {
  if (entry === null || typeof entry !== 'object') return false;
  const { field, error, extra } = entry as Record<string, unknown>;
  return (
    typeof field === 'string' &&
    typeof error === 'string' &&
    (extra === undefined || (extra !== null && typeof extra === 'object'))
  );
}
