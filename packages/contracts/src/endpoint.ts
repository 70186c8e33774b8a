import type { z } from 'zod';
import type { ErrorKey } from './errors.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: anyone; anyone, with the caller known when logged in (the answer may
 * differ for the owner); only a logged-in user (401 Unauthorized otherwise); or only an admin by
 * the stored role (docs/decisions/142, 195): a logged-in non-admin is answered NotFound before
 * anything of the request is read, a logged-out caller Unauthorized as on every 'user' endpoint.
 */
export type Access = 'anyone' | 'identified' | 'user' | 'admin';

/** The statuses of a successful answer; an endpoint has exactly one. */
export type SuccessStatus = 200 | 201 | 204;

/**
 * One endpoint of the api, described once: the api registers its route from it (validation,
 * serialization, OpenAPI), the web's client is typed by it and builds its address from it.
 */
export interface Endpoint {
  method: HttpMethod;
  /** Fastify's form: `/api/properties/:id`; `*` for the rest of the path. */
  path: string;
  summary: string;
  tags: readonly string[];
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body. */
  body?: z.ZodType;
  /** A multipart/form-data body instead: the field that carries the files. */
  upload?: { field: string };
  status: SuccessStatus;
  /** The successful answer's body (`z.null()` with 204). */
  answer: z.ZodType;
  /**
   * The error keys (errors.ts) its handler answers with the error shape ({message, validationErrors?}),
   * besides those its shape implies and the platform's (endpoint-errors.ts); the OpenAPI document's
   * error statuses are derived from them (docs/decisions/196).
   */
  errors: readonly ErrorKey[];
  /** Answers other than success and the error shape (e.g. health's 503 while degraded). */
  otherAnswers?: Readonly<Record<number, z.ZodType>>;
  /**
   * False when the web's client never calls it: a provider's server-to-server notification, a
   * page the browser is sent to by its URL, the development tools. It stays out of the browser's
   * route table (routes.generated.ts), which every page's JavaScript carries.
   */
  browser?: false;
}

/** Keeps the literal types of a description (method, path, status) for the client's typing. */
export function endpoint<const E extends Endpoint>(description: E): E {
  return description;
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler receives, after validation. */
export type ParamsOf<E extends Endpoint> = Parsed<E['params']>;
export type QueryOf<E extends Endpoint> = Parsed<E['query']>;
export type BodyOf<E extends Endpoint> = Parsed<E['body']>;

/** What a handler answers (before serialization) and what a client receives (after). */
export type AnswerOf<E extends Endpoint> = E['status'] extends 204 ? undefined : z.output<E['answer']>;
export type AnswerInputOf<E extends Endpoint> = E['status'] extends 204 ? null : z.input<E['answer']>;

/** A part the client must send, or may leave out when its schema accepts nothing (an optional body). */
type Part<Key extends string, S> = S extends z.ZodType
  ? undefined extends z.input<S>
    ? { [K in Key]?: z.input<S> }
    : { [K in Key]: z.input<S> }
  : { [K in Key]?: undefined };

/** What a client sends: only the parts the endpoint has, each as the schema accepts it. */
export type CallInput<E extends Endpoint> = Part<'params', E['params']> &
  Part<'query', E['query']> &
  Part<'body', E['body']>;

/**
 * The address of an endpoint with its path parameters filled in (each encoded as one segment).
 * The same function serves the web's client and its server-side reads.
 */
export function pathOf(
  description: Pick<Endpoint, 'path'>,
  params?: Readonly<Record<string, string | number>>,
): string {
  return description.path.replace(/:([A-Za-z]\w*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${description.path} needs the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
