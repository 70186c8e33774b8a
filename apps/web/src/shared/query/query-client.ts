import { isServer, QueryClient } from '@tanstack/react-query';

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
  browserClient ??= createQueryClient();
  return browserClient;
}
