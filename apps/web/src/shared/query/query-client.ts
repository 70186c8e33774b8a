import { isServer, QueryClient } from '@tanstack/react-query';
import { useAuthStore } from '../state/auth-store.ts';

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The api client has already told the user about a failure; a retry would tell them again
        // and a missing listing stays missing.
        retry: false,
        // Data is asked for when a view opens, as before; focus alone brings no new requests.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * The app's one QueryClient in the browser (every island that uses server data shares its cache);
 * a fresh one per render on the server, so no user's data can reach another's page.
 */
export function getQueryClient(): QueryClient {
  if (isServer) return createQueryClient();
  if (!browserClient) {
    const client = createQueryClient();
    // A user's server data ends with their session: a logout here or in another tab, or a refused
    // refresh. (Not on logging in: the persisted state restoring a session looks the same.)
    useAuthStore.subscribe((state, previous) => {
      if (previous.isLoggedIn && !state.isLoggedIn) client.clear();
    });
    browserClient = client;
  }
  return browserClient;
}
