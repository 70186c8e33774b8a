import type { AnswerOf, CallInput, Endpoints } from '@krov/contracts';
import { pathOf } from '@krov/contracts/endpoint';
import { ApiError, errorFromResponse } from './errors.ts';
import { exchange, isSuccess, parseBody, type RawResponse, type Transport } from './exchange.ts';
import { noSession, type Session } from './session.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** What a request carries: a JSON body, a multipart body, or none. */
export type BodyKind = 'json' | 'form' | 'none';
type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

/** An endpoint's method, path and upload field: all a client needs of it at run time. */
export interface RouteOf {
  method: HttpMethod | 'PATCH';
  path: string;
  upload?: { field: string };
}

export interface CallOptions {
  /** Cancels the request; a cancelled request fails with ApiError key Cancelled. */
  signal?: AbortSignal;
  /** Appended as a query string; null and undefined values are left out, arrays repeat the name. */
  query?: Query;
  /** 30 000 ms unless said otherwise (docs/product/SPEC.md §9). */
  timeoutMs?: number;
  /** More of fetch's options for this request (the Next server's `cache`). */
  init?: FetchExtras;
  /** Headers of this request alone (a test's device id), over the client's and the session's. */
  headers?: Record<string, string>;
  /**
   * Told the status of a successful answer, for an endpoint whose statuses mean different things
   * (a report: 201 made, 200 already there; issue 29).
   */
  onStatus?(status: number): void;
}

/** fetch's options a consumer may add: those the client does not set itself. */
export type FetchExtras = Omit<RequestInit, 'method' | 'headers' | 'body' | 'signal' | 'credentials'>;

export interface ClientOptions<Options extends CallOptions> {
  /** The api's origin ('' or left out: paths on the page's own origin, as the browser calls). */
  baseUrl?: string;
  session?: Session;
  /** The headers of a request, built at each send; by default Accept, and what the cross-site guard asks. */
  headers?(method: string, body: BodyKind): Record<string, string>;
  /** fetch's options of every request (a server's `cache: 'no-store'`). */
  init?: FetchExtras;
  timeoutMs?: number;
  /** Told of every failure before it is thrown (the web shows it); the call's options come along. */
  onFailure?(error: ApiError, options: Options): void;
  /** Another fetch (a test browser's request context, with its cookies); the global one by default. */
  fetch?: typeof fetch;
}

/** Accept, and for a state change without a JSON body the header the api's cross-site guard asks. */
export function defaultHeaders(method: string, body: BodyKind): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body === 'json') headers['content-type'] = 'application/json';
  else if (method !== 'GET') headers['x-requested-with'] = 'XMLHttpRequest';
  return headers;
}

/** A path with its query string; null and undefined values left out, arrays repeating the name. */
export function withQuery(path: string, query?: Query): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== null && item !== undefined) search.append(name, String(item));
    }
  }
  const queryString = search.toString();
  return `${path}${queryString ? `?${queryString}` : ''}`;
}

/** Names of a route table that are endpoints of the contracts, so their types are known. */
type Named<Table> = Extract<keyof Table, keyof Endpoints>;

/**
 * A client of the api typed from the endpoint descriptions (packages/contracts): `call(name, input)`
 * builds the address from the description's path and the input's params and query, sends the body,
 * and resolves with the answer typed by the description (the api checked it against the same
 * schema before sending it, so nothing is parsed again: no zod in a browser's bundle). A failure
 * rejects with ApiError (the api's key, or Cancelled, Timeout, NetworkError) after `onFailure`.
 * The route table is the contracts' `routes` (zod-free, the browser's endpoints) or `endpoints`.
 */
export function createClient<
  Table extends Readonly<Record<string, RouteOf>>,
  Options extends CallOptions = CallOptions,
>(routes: Table, options: ClientOptions<Options> = {}) {
  const session = options.session ?? noSession;
  const headersOf = options.headers ?? defaultHeaders;
  const baseUrl = options.baseUrl ?? '';

  function fetchTransport(
    method: string,
    url: string,
    body?: unknown,
    { init, headers }: Pick<CallOptions, 'init' | 'headers'> = {},
  ): Transport {
    const kind: BodyKind = body === undefined ? 'none' : body instanceof FormData ? 'form' : 'json';
    const payload = kind === 'json' ? JSON.stringify(body) : (body as FormData | undefined);
    return async (signal) => {
      const response = await (options.fetch ?? fetch)(url, {
        ...options.init,
        ...init,
        method,
        headers: { ...headersOf(method, kind), ...(await session.headers?.()), ...headers },
        body: payload,
        ...(session.credentials ? { credentials: session.credentials } : {}),
        signal,
      });
      return { status: response.status, body: parseBody(await response.text()) };
    };
  }

  /** Resolves with the parsed body, untyped: `call` gives it its type. The core of every request. */
  async function send(
    path: string,
    callOptions: Options,
    transportTo: (url: string) => Transport,
  ): Promise<unknown> {
    const transport = transportTo(`${baseUrl}${withQuery(path, callOptions.query)}`);
    const exchangeOptions = { ...callOptions, timeoutMs: callOptions.timeoutMs ?? options.timeoutMs };
    try {
      const sentAt = Date.now();
      let response = await exchange(transport, exchangeOptions);
      if (response.status === 401 && (await session.renew?.(path, sentAt))) {
        response = await exchange(transport, exchangeOptions); // replayed once: a second 401 is final
      }
      if (!isSuccess(response.status)) throw errorFromResponse(response.status, response.body);
      callOptions.onStatus?.(response.status);
      return response.body;
    } catch (caught) {
      const error = caught instanceof ApiError ? caught : new ApiError(0, 'InternalServerError', [], caught);
      options.onFailure?.(error, callOptions);
      throw error;
    }
  }

  /** The request an endpoint's call makes: its address (without the base), options and transport. */
  function requestOf(name: string, input: unknown, callOptions: Options) {
    const route = routes[name] as RouteOf;
    const { params, query, body } = input as {
      params?: Record<string, string | number>;
      query?: Query;
      body?: unknown;
    };
    return {
      path: pathOf(route, params),
      options: { ...callOptions, query: query ?? callOptions.query },
      transportTo: (url: string) => fetchTransport(route.method, url, body, callOptions),
    };
  }

  return {
    /** Calls the endpoint of that name: its method, address and answer come from its description. */
    call<Name extends Named<Table>>(
      name: Name,
      input: CallInput<Endpoints[Name]>,
      callOptions: Options = {} as Options,
    ): Promise<AnswerOf<Endpoints[Name]>> {
      const { path, options: merged, transportTo } = requestOf(name, input, callOptions);
      return send(path, merged, transportTo) as Promise<AnswerOf<Endpoints[Name]>>;
    },
    /**
     * The same request, answered as it came: the status and the parsed body, whatever the status
     * (a test asserting the wire: 201 rather than 200, a 400's body). Only a failure to get an
     * answer rejects (Cancelled, Timeout, NetworkError); no renewal, no `onFailure`.
     */
    answer<Name extends Named<Table>>(
      name: Name,
      input: CallInput<Endpoints[Name]>,
      callOptions: Options = {} as Options,
    ): Promise<RawResponse> {
      const { path, options: merged, transportTo } = requestOf(name, input, callOptions);
      return exchange(transportTo(`${baseUrl}${withQuery(path, merged.query)}`), {
        ...merged,
        timeoutMs: merged.timeoutMs ?? options.timeoutMs,
      });
    },
    /** A JSON request by method and path (the client's own tests, the paths no description names). */
    request(method: HttpMethod, path: string, body?: unknown, callOptions: Options = {} as Options) {
      return send(path, callOptions, (url) => fetchTransport(method, url, body, callOptions));
    },
    /** A request through another transport (the browser's XMLHttpRequest upload, for its progress). */
    send,
    /** The session's headers and credentials, for a transport of the consumer's own. */
    session,
  };
}

export type Client = ReturnType<typeof createClient>;
