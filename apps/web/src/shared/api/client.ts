import { browserCookies, type CallOptions, createClient, withQuery } from '@krov/client';
import type { AnswerOf, BrowserEndpointName, CallInput, Endpoints } from '@krov/contracts';
import { pathOf } from '@krov/contracts/endpoint';
import { routes } from '@krov/contracts/routes';
import { useAuthStore } from '../state/auth-store.ts';
import { type NoticeOptions, reportFailure } from './error-notice.ts';
import { requestHeaders } from './request-headers.ts';
import { refreshSession } from './token-refresh.ts';
import { xhrTransport } from './transport.ts';

export interface RequestOptions extends NoticeOptions, Omit<CallOptions, 'init' | 'headers'> {}

export interface UploadOptions extends RequestOptions {
  /** From 0 to 1 as the body goes out. */
  onProgress?(fraction: number): void;
}

/**
 * The browser's client (@krov/client, docs/decisions/198): the page's cookies as its session, renewed
 * after a 401 by the refresh one tab at a time (token-refresh.ts); the page's language and device id
 * on every request; every failure told to the user (error-notice.ts) unless the call asks for quiet.
 */
const client = createClient<typeof routes, RequestOptions>(routes, {
  session: browserCookies({ mayRenew: mayRefresh, renew: refreshSession }),
  headers: requestHeaders,
  onFailure: reportFailure,
});

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
  return client.call(name, input, options);
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
  const { params, query } = input as { params?: PathParams; query?: RequestOptions['query'] };
  return client.send(withQuery(pathOf(route, params), query), options, (url) =>
    xhrTransport(url, formData, options.onProgress),
  ) as Promise<AnswerOf<Endpoints[Name]>>;
}

type PathParams = Readonly<Record<string, string | number>>;

/**
 * The path-level core under `request` and `upload`, for the client's own tests; features call
 * endpoints by name instead.
 */
export const api = {
  get: (path: string, options: RequestOptions = {}) => client.request('GET', path, undefined, options),
  post: (path: string, body?: unknown, options: RequestOptions = {}) =>
    client.request('POST', path, body, options),
  put: (path: string, body?: unknown, options: RequestOptions = {}) =>
    client.request('PUT', path, body, options),
  delete: (path: string, options: RequestOptions = {}) => client.request('DELETE', path, undefined, options),
  upload: (path: string, formData: FormData, options: UploadOptions = {}) =>
    client.send(path, options, (url) => xhrTransport(url, formData, options.onProgress)),
};

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
  return withQuery(path, query);
}
