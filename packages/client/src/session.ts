import { errorFromResponse } from './errors.ts';
import { parseBody } from './exchange.ts';

/**
 * Who the client calls as. The client asks its session for what a request carries and, after a
 * 401, whether the session can be renewed; a consumer picks one of these or writes its own.
 */
export interface Session {
  /** fetch's credentials: 'include' sends the browser's cookies (same site, SameSite=Lax). */
  credentials?: RequestInit['credentials'];
  /** Headers each request carries for the session (a bearer token, a visitor's forwarded cookies). */
  headers?(): Record<string, string> | Promise<Record<string, string>>;
  /**
   * After a 401 to `path` for a request sent at `sentAt` (ms): renews the session and answers
   * true to replay the request once (a second 401 is final), or false to keep the 401. Rejects
   * with the renewal's ApiError when the renewal itself failed.
   */
  renew?(path: string, sentAt: number): Promise<boolean>;
}

/** No session: the public reads of a server (the Next server renders one page for every visitor). */
export const noSession: Session = {};

/**
 * A server reading on behalf of a visitor: their Cookie header goes along (the owner sees their
 * own listing); it is never renewed there (the browser renews its own session).
 */
export function forwardedCookies(cookieHeader: string | undefined): Session {
  return cookieHeader ? { headers: () => ({ cookie: cookieHeader }) } : noSession;
}

/**
 * The browser: its httpOnly cookies travel with every request; after a 401, `renew` (the web's
 * refresh, one tab at a time) runs when `mayRenew` says the session can be renewed at all.
 */
export function browserCookies(options: {
  mayRenew(path: string): boolean;
  renew(sentAt: number): Promise<void>;
}): Session {
  return {
    credentials: 'include',
    async renew(path, sentAt) {
      if (!options.mayRenew(path)) return false;
      await options.renew(sentAt);
      return true;
    },
  };
}

export interface BearerTokens {
  accessToken: string;
  refreshToken: string;
}

/**
 * A client that keeps its tokens itself (a mobile app; docs/decisions/122): `Authorization: Bearer`
 * on every request, and after a 401 the refresh token exchanged for new ones in the body
 * (`x-token-delivery: body`), once for all the requests that met the 401 together. A refused
 * refresh forgets the tokens (`save(null)`) and rejects with its ApiError.
 */
export function bearerTokens(options: {
  /** The api's origin, e.g. https://api.krov.ba. */
  baseUrl: string;
  load(): BearerTokens | null;
  save(tokens: BearerTokens | null): void;
  /** The refresh endpoint's path (contracts' routes.refreshToken). */
  refreshPath?: string;
}): Session {
  const refreshPath = options.refreshPath ?? '/api/tokens/refresh-token';
  let inFlight: Promise<boolean> | null = null;
  async function refresh(): Promise<boolean> {
    const tokens = options.load();
    if (!tokens) return false;
    const response = await fetch(`${options.baseUrl}${refreshPath}`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', 'x-token-delivery': 'body' },
      body: JSON.stringify({ refreshToken: tokens.refreshToken }),
    });
    const body = parseBody(await response.text()) as Partial<BearerTokens> | undefined;
    if (!response.ok || !body?.accessToken || !body.refreshToken) {
      if (response.status >= 400 && response.status < 500 && response.status !== 429) options.save(null);
      throw errorFromResponse(response.status, body);
    }
    options.save({ accessToken: body.accessToken, refreshToken: body.refreshToken });
    return true;
  }
  return {
    headers(): Record<string, string> {
      const tokens = options.load();
      return tokens ? { authorization: `Bearer ${tokens.accessToken}` } : {};
    },
    renew(path) {
      if (path === refreshPath || !options.load()) return Promise.resolve(false);
      inFlight ??= refresh().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}
