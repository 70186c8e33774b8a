import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { request } from '@/shared/api/client';
import { useAppStore } from '@/shared/state/app-store';
import { bellKeys } from './query-keys';

export const unreadIntervalMs = 60_000;
/** Focus and visibility come together: an answer younger than this is not asked again. */
export const unreadMinGapMs = 5_000;

/**
 * The bell's number, kept fresh by TanStack Query: asked at once, every minute while the tab is
 * visible (`refetchInterval`, paused while hidden), again when the tab becomes visible or the
 * window regains focus unless the count is younger than a few seconds, never two requests at a
 * time (the query's own). Each answer goes to the app store's count, the badge's (persisted for
 * the next page; the panel's marks set it too).
 */
export function useUnreadCount() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: bellKeys.unread,
    queryFn: ({ signal }) =>
      request('unreadNotifications', {}, { signal, quiet: true }).then((answer) => answer.count),
    refetchInterval: unreadIntervalMs,
    refetchOnWindowFocus: true,
    staleTime: unreadMinGapMs,
  });

  // TanStack Query follows the tab's visibility; the window's focus (another window, the address
  // bar) is asked for here, on the same terms.
  useEffect(() => {
    const onFocus = () => {
      const state = queryClient.getQueryState(bellKeys.unread);
      if (state && Date.now() - state.dataUpdatedAt < unreadMinGapMs) return;
      void queryClient.refetchQueries(
        { queryKey: bellKeys.unread, type: 'active' },
        { cancelRefetch: false },
      );
    };
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [queryClient]);

  // Every answer, the same number too: the panel may have set the store since.
  const { data, dataUpdatedAt } = query;
  useEffect(() => {
    if (data !== undefined && dataUpdatedAt > 0) useAppStore.getState().setUnreadNotifications(data);
  }, [data, dataUpdatedAt]);
}
