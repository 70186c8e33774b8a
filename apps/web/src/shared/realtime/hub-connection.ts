import type { MessagesReadEvent, NewMessageEvent } from '@krov/contracts';

/**
 * The rules of the chat hub's connection (docs/product/SPEC.md §4 and §7), free of socket.io and
 * of the stores so they can be proven with a stand-in socket:
 * - connected only while logged in; logout disconnects;
 * - a new token-update time disconnects and connects again (the handshake carries the new cookie);
 * - a refused handshake (`connect_error` with the message '401') only clears the connection: no
 *   retry loop, the next token update connects again;
 * - any other loss is socket.io's to mend (it reconnects by itself), but a disconnect by the server
 *   is not retried by socket.io: when the token was due, it is refreshed, which reconnects; else
 *   the session ended, and the next token update (or a 401) decides;
 * - while connected, the access token is refreshed shortly before it expires (an idle tab makes
 *   no request that would refresh it, and the api drops a socket whose token has expired).
 */

/** What the connection uses of a socket.io client socket. */
export interface HubSocket {
  on(event: string, listener: (...args: never[]) => void): unknown;
  disconnect(): unknown;
}

/** Opens a socket to the hub at `url` (socket.io in the browser, a stand-in in tests). */
export type HubSocketFactory = (url: string) => Promise<HubSocket>;

export interface HubSession {
  loggedIn: boolean;
  /** The token-update time (ms since the epoch) of the auth store. */
  tokenUpdatedOn: number | null;
}

export type HubEvent =
  | { type: 'NewMessage'; payload: NewMessageEvent }
  | { type: 'MessagesRead'; payload: MessagesReadEvent }
  /** The socket (re)connected at `at`; `again` is false for the first connection of the page. */
  | { type: 'connected'; at: number; again: boolean };

export interface HubConnectionOptions {
  url: string;
  createSocket: HubSocketFactory;
  /** Renews the access token (the api client's refresh); the store's new token time reconnects. */
  refreshToken(): Promise<unknown>;
  now(): number;
  /** Calls `run` after `ms`; answers the function that cancels it. */
  after(ms: number, run: () => void): () => void;
  /** The access token's lifetime (docs/product/DECISIONS.md: 15 min). */
  tokenLifetimeMs?: number;
  /** How long before the expiry the refresh is made. */
  refreshMarginMs?: number;
}

export type HubState = 'off' | 'connecting' | 'connected' | 'refused';

export interface HubConnection {
  /** Called with the session at start and whenever it changes. */
  update(session: HubSession): void;
  subscribe(listener: (event: HubEvent) => void): () => void;
  state(): HubState;
  /** Disconnects for good (the page's hub is torn down). */
  stop(): void;
}

export const accessTokenLifetimeMs = 15 * 60_000;
export const refreshMarginMs = 90_000;

/** The server's own disconnect (socket.io does not reconnect after it). */
const serverDisconnect = 'io server disconnect';

export function createHubConnection(options: HubConnectionOptions): HubConnection {
  const lifetime = options.tokenLifetimeMs ?? accessTokenLifetimeMs;
  const margin = options.refreshMarginMs ?? refreshMarginMs;
  const listeners = new Set<(event: HubEvent) => void>();
  let socket: HubSocket | null = null;
  let state: HubState = 'off';
  /** Bumped by every connect and teardown: a socket that arrives for an older one is closed. */
  let generation = 0;
  let session: HubSession = { loggedIn: false, tokenUpdatedOn: null };
  let connectedBefore = false;
  let cancelRefresh: (() => void) | null = null;
  let stopped = false;

  const emit = (event: HubEvent) => {
    for (const listener of listeners) listener(event);
  };

  const stopRefresh = () => {
    cancelRefresh?.();
    cancelRefresh = null;
  };

  const refresh = () => {
    stopRefresh();
    options.refreshToken().catch(() => undefined);
  };

  const scheduleRefresh = () => {
    stopRefresh();
    const updatedOn = session.tokenUpdatedOn ?? options.now();
    const delay = updatedOn + lifetime - margin - options.now();
    if (delay <= 0) refresh();
    else cancelRefresh = options.after(delay, refresh);
  };

  const teardown = (next: HubState) => {
    generation += 1;
    stopRefresh();
    const closing = socket;
    socket = null;
    state = next;
    closing?.disconnect();
  };

  const attach = (opened: HubSocket, mine: number) => {
    const current = () => mine === generation;
    opened.on('connect', () => {
      if (!current()) return;
      state = 'connected';
      const again = connectedBefore;
      connectedBefore = true;
      scheduleRefresh();
      emit({ type: 'connected', at: options.now(), again });
    });
    opened.on('connect_error', (error: { message?: string }) => {
      if (!current()) return;
      // The api refused the cookie: clear, and wait for the next token update.
      if (error?.message === '401') teardown('refused');
    });
    opened.on('disconnect', (reason: string) => {
      if (!current()) return;
      stopRefresh();
      if (reason === serverDisconnect) {
        // Its token expired: a refreshed token reconnects (a refused refresh ends the session).
        // Or its session ended (a logout elsewhere, a password change here): refreshing now would
        // race the new session's cookies, so the next token update, or the next 401, decides.
        const tokenDue = options.now() >= (session.tokenUpdatedOn ?? 0) + lifetime - margin;
        teardown('refused');
        if (tokenDue) refresh();
      } else {
        state = 'connecting';
      }
    });
    opened.on('NewMessage', (payload: NewMessageEvent) => {
      if (current()) emit({ type: 'NewMessage', payload });
    });
    opened.on('MessagesRead', (payload: MessagesReadEvent) => {
      if (current()) emit({ type: 'MessagesRead', payload });
    });
  };

  const connect = () => {
    teardown('connecting');
    const mine = generation;
    options.createSocket(options.url).then(
      (opened) => {
        if (mine !== generation || stopped) {
          opened.disconnect();
          return;
        }
        socket = opened;
        attach(opened, mine);
      },
      () => {
        if (mine === generation) state = 'off';
      },
    );
  };

  return {
    update(next) {
      if (stopped) return;
      const previous = session;
      session = next;
      if (!next.loggedIn) {
        if (state !== 'off') teardown('off');
        return;
      }
      const tokenChanged = next.tokenUpdatedOn !== previous.tokenUpdatedOn;
      if (tokenChanged || !previous.loggedIn || state === 'off') connect();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    state: () => state,
    stop() {
      stopped = true;
      teardown('off');
      listeners.clear();
    },
  };
}
