'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getQueryClient } from './query-client';

/**
 * Gives the app's QueryClient to the parts below. Placed around the client views that read server
 * data, not in the document: /p/{id}'s first load stays without TanStack Query (its JavaScript
 * budget, docs/decisions.md Property page 4). Every provider hands out the same client.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
