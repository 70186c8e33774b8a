import type { chatHubPath } from '@krov/contracts';
import { refreshSession } from '../api/token-refresh.ts';
import { type AuthState, useAuthStore } from '../state/auth-store.ts';
import { createHubConnection, type HubEvent, type HubSocket } from './hub-connection.ts';
import { fetchHubUrl, resolveHubUrl } from './hub-url.ts';

/** The hub's path on the api (packages/contracts chats.ts; browser code takes no values from it). */
export const hubPath = '/hubs/chat' satisfies typeof chatHubPath;

/**
 * socket.io with the msgpack parser (SPEC §7: binary message framing), over WebSocket only, with
 * the cookies of the hub's site. Loaded on first use: only logged-in visitors ever download it.
 * A new Manager per connection: a reconnect after a token refresh makes a new handshake.
 */
async function socketIo(url: string): Promise<HubSocket> {
  const [{ io }, parserModule] = await Promise.all([
    import('socket.io-client'),
    import('socket.io-msgpack-parser'),
  ]);
  const loaded = parserModule as unknown as { Encoder?: unknown; default?: unknown };
  const parser = loaded.Encoder ? loaded : loaded.default;
  return io(url, { path: hubPath, parser, transports: ['websocket'], withCredentials: true, forceNew: true });
}

const sessionOf = (state: Pick<AuthState, 'isLoggedIn' | 'accessTokenUpdatedOn'>) => ({
  loggedIn: state.isLoggedIn,
  tokenUpdatedOn: state.accessTokenUpdatedOn,
});

/**
 * Starts the page's hub (docs/product/SPEC.md §7: started only when logged in): asks the web for
 * the hub's address, then connects while the auth store says logged in and follows its
 * token-update time (hub-connection.ts). Answers the function that stops it.
 */
export function startChatHub(onEvent: (event: HubEvent) => void): () => void {
  let stop: (() => void) | null = null;
  let cancelled = false;
  void fetchHubUrl().then((configured) => {
    if (cancelled || !configured) return;
    const hub = createHubConnection({
      url: resolveHubUrl(configured, window.location),
      createSocket: socketIo,
      // As a request that met a 401 would: one tab refreshes, the others follow its new time.
      refreshToken: () => refreshSession(Date.now()),
      now: Date.now,
      after: (ms, run) => {
        const timer = setTimeout(run, ms);
        return () => clearTimeout(timer);
      },
    });
    const unsubscribeEvents = hub.subscribe(onEvent);
    hub.update(sessionOf(useAuthStore.getState()));
    const unsubscribeStore = useAuthStore.subscribe((state, previous) => {
      if (
        state.isLoggedIn !== previous.isLoggedIn ||
        state.accessTokenUpdatedOn !== previous.accessTokenUpdatedOn
      ) {
        hub.update(sessionOf(state));
      }
    });
    stop = () => {
      unsubscribeStore();
      unsubscribeEvents();
      hub.stop();
    };
  });
  return () => {
    cancelled = true;
    stop?.();
  };
}
