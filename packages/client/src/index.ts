export {
  type BodyKind,
  type CallOptions,
  type Client,
  type ClientOptions,
  createClient,
  defaultHeaders,
  type FetchExtras,
  type HttpMethod,
  type Query,
  type RouteOf,
  withQuery,
} from './client.ts';
export { ApiError, type ApiErrorKey, type ClientErrorKey, errorFromResponse, isApiError } from './errors.ts';
export {
  type ExchangeOptions,
  exchange,
  isSuccess,
  parseBody,
  type RawResponse,
  type RequestSignal,
  requestSignal,
  requestTimeoutMs,
  type Transport,
} from './exchange.ts';
export {
  type BearerTokens,
  bearerTokens,
  browserCookies,
  forwardedCookies,
  noSession,
  type Session,
} from './session.ts';
