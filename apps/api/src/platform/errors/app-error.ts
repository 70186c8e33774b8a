import { type ErrorKey, errorStatus, type ValidationError } from '@krov/contracts';

/** A failure the client should see: its message key decides the HTTP status (errorStatus). */
export class AppError extends Error {
  readonly key: ErrorKey;
  readonly statusCode: number;
  readonly validationErrors: ValidationError[] | undefined;

  constructor(key: ErrorKey, validationErrors?: ValidationError[]) {
    super(key);
    this.name = 'AppError';
    this.key = key;
    this.statusCode = errorStatus[key];
    this.validationErrors = validationErrors;
  }
}

/** A rule broken on one field, answered as ValidationErrors like a schema failure. */
export function fieldError(
  field: string,
  error: ValidationError['error'],
  extra: ValidationError['extra'] = {},
): AppError {
  return new AppError('ValidationErrors', [{ field, error, extra }]);
}

/** TooManyRequests with the seconds to wait, sent as Retry-After (a throttled login). */
export class RetryLaterError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super('TooManyRequests');
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}
