import { errorResponse } from '@krov/contracts';

/** The refusals a listing endpoint may answer (each `{message}`; see platform/errors). */
export const listingErrors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  413: errorResponse,
  415: errorResponse,
  429: errorResponse,
};
