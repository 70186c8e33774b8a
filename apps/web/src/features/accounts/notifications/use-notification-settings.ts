'use client';

import type { NotificationChannel, NotificationKind, NotificationSettings } from '@krov/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/client';
import { notificationKeys } from './notification-kinds';

export interface SwitchChange {
  channel: NotificationChannel;
  kind: NotificationKind;
  on: boolean;
}

/** The settings with one switch set: what the page shows at once, and what a refusal puts back. */
export function withSwitch(settings: NotificationSettings, { channel, kind, on }: SwitchChange) {
  return { ...settings, [channel]: { ...settings[channel], [kind]: on } };
}

/**
 * GET and PUT /api/users/me/notification-settings. A switch moves at once (optimistic); when the
 * api refuses, that switch alone goes back (another one moved meanwhile stays) and the api client
 * has told the user why.
 */
export function useNotificationSettings() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: notificationKeys.settings,
    queryFn: ({ signal }) => request('notificationSettings', {}, { signal }),
    gcTime: 0,
  });
  const set = (change: SwitchChange) =>
    queryClient.setQueryData<NotificationSettings>(notificationKeys.settings, (data) =>
      data ? withSwitch(data, change) : data,
    );
  const update = useMutation({
    mutationKey: notificationKeys.update,
    mutationFn: ({ channel, kind, on }: SwitchChange) =>
      request('updateNotificationSettings', { body: { [channel]: { [kind]: on } } }),
    onMutate: async (change: SwitchChange) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.settings });
      set(change);
    },
    onError: (_error, change) => set({ ...change, on: !change.on }),
    onSuccess: (answer) => {
      // The last answer is the whole truth; an earlier one would undo a switch still on its way.
      if (queryClient.isMutating({ mutationKey: notificationKeys.update }) <= 1)
        queryClient.setQueryData(notificationKeys.settings, answer);
    },
  });
  return {
    settings: query.data,
    failed: query.isError && query.data === undefined,
    retry: () => void query.refetch(),
    change: (change: SwitchChange) => update.mutate(change),
  };
}
