import type { AnswerOf, BrowserEndpointName, CallInput, Endpoints } from '@krov/contracts';
import { pathOf } from '@krov/contracts/endpoint';
import { routes } from '@krov/contracts/routes';
import { useAuthStore } from '../state/auth-store.ts';
import { ApiError, errorFromResponse } from './api-error.ts';
import { type NoticeOptions, reportFailure } from './error-notice.ts';
import { refreshSession } from './token-refresh.ts';
import {
  exchange,
  fetchTransport,
  type HttpMethod,
  isSuccess,
  type Transport,
  xhrTransport,
} from './transport.ts';

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions extends NoticeOptions {
  /** Cancels the request; a cancelled request fails with ApiError key Cancelled and shows nothing. */
  signal?: AbortSignal;
  /** Appended as a query string; null and undefined values are left out, arrays repeat the name. */
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** 30 000 ms unless said otherwise (docs/product/SPEC.md §9). */
  timeoutMs?: number;
}

export interface UploadOptions extends RequestOptions {
  /** From 0 to 1 as the body goes out. */
  onProgress?(fraction: number): void;
}

/**
 * Calls the endpoint of that name in the contracts (packages/contracts/src/endpoints): its method,
 * address and answer come from its description, so no feature writes an api path or an answer type.
 * Resolves with the answer (undefined for 204); rejects with ApiError after telling the user,
 * unless the options ask for quiet.
 */
export function request<Name extends BrowserEndpointName>(
  name: Name,
  input: CallInput<Endpoints[Name]>,
  options: RequestOptions = {},
): Promise<AnswerOf<Endpoints[Name]>> {
  const route = routes[name];
  const { params, query, body } = input as { params?: PathParams; query?: Query; body?: unknown };
  return answered<Name>(
    call(pathOf(route, params), { ...options, query: query ?? options.query }, json(route.method, body)),
  );
}

type UploadName = {
  [Name in BrowserEndpointName]: Endpoints[Name] extends { upload: { field: string } } ? Name : never;
}[BrowserEndpointName];

/** Sends files to an upload endpoint (multipart, with progress); the form's field is the description's. */
export function upload<Name extends UploadName>(
  name: Name,
  input: CallInput<Endpoints[Name]> & { files: readonly Blob[] },
  options: UploadOptions = {},
): Promise<AnswerOf<Endpoints[Name]>> {
  const route = routes[name];
  const formData = new FormData();
  for (const file of input.files) formData.append(route.upload.field, file);
  const { params } = input as { params?: PathParams };
  return answered<Name>(
    call(pathOf(route, params), options, (url) => xhrTransport(url, formData, options.onProgress)),
  );
}

type PathParams = Readonly<Record<string, string | number>>;
type Query = RequestOptions['query'];

/**
 * The one place an answer gets its type: the api checks every answer against the same description
 * before sending it (its serializer is compiled from the schema), so the browser does not parse
 * it again (that would bring zod into every page's first load).
 */
function answered<Name extends BrowserEndpointName>(
  answer: Promise<unknown>,
): Promise<AnswerOf<Endpoints[Name]>> {
  return answer as Promise<AnswerOf<Endpoints[Name]>>;
}

/**
 * The path-level core under `request` and `upload`, for the client's own tests; features call
 * endpoints by name instead.
 */
export const api = {
  get: (path: string, options: RequestOptions = {}) => call(path, options, json('GET')),
  post: (path: string, body?: unknown, options: RequestOptions = {}) =>
    call(path, options, json('POST', body)),
  put: (path: string, body?: unknown, options: RequestOptions = {}) => call(path, options, json('PUT', body)),
  delete: (path: string, options: RequestOptions = {}) => call(path, options, json('DELETE')),
  upload: (path: string, formData: FormData, options: UploadOptions = {}) =>
    call(path, options, (url) => xhrTransport(url, formData, options.onProgress)),
};

function json(method: HttpMethod, body?: unknown) {
  return (url: string) => fetchTransport(method, url, body);
}

/** Resolves with the parsed body, untyped: only `request` and `upload` give it a type. */
async function call(
  path: string,
  options: RequestOptions,
  transportTo: (url: string) => Transport,
): Promise<unknown> {
  const transport = transportTo(apiUrl(path, options.query));
  try {
    const sentAt = Date.now();
    let response = await exchange(transport, options);
    if (response.status === 401 && mayRefresh(path)) {
      await refreshSession(sentAt);
      response = await exchange(transport, options); // replayed once: a second 401 is final
    }
    if (!isSuccess(response.status)) throw errorFromResponse(response.status, response.body);
    return response.body;
  } catch (caught) {
    const error = caught instanceof ApiError ? caught : new ApiError(0, 'InternalServerError', [], caught);
    reportFailure(error, options);
    throw error;
  }
}

/** The session calls (login, register, refresh, logout), whose 401 no refresh can mend. */
const tokenPaths = new Set<string>(
  [routes.login, routes.register, routes.refreshToken, routes.logout].map((route) => route.path),
);

/** Only a logged-in user's session can be renewed, and never by a token call itself (login's 401 is final). */
function mayRefresh(path: string): boolean {
  return useAuthStore.getState().isLoggedIn && !tokenPaths.has(path);
}

/**
 * A call's address: a path on the page's own origin, which forwards /api/* to the api
 * (app/api/[...path]/route.ts; docs/decisions/089-one-origin-for-the-browser.md). So the site works
 * at whichever address it was opened (localhost, 127.0.0.1, the machine's address on the local
 * network) and the browser never crosses origins; no run-time address reaches the browser.
 */
export function apiUrl(path: string, query?: RequestOptions['query']): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== null && item !== undefined) search.append(name, String(item));
    }
  }
  const queryString = search.toString();
  return `${path}${queryString ? `?${queryString}` : ''}`;
}
