import {
  type NotificationChannel,
  type NotificationKind,
  type NotificationSettings,
  notificationChannels,
  notificationKinds,
  type UpdateNotificationSettingsRequest,
} from '@krov/contracts';

/** A switch the user changed; the defaults are every channel on for every kind. */
export interface ChangedSwitch {
  channel: NotificationChannel;
  kind: NotificationKind;
  enabled: boolean;
}

/**
 * On unless switched off. Push defaults on as well: nothing is pushed before the user allows it
 * in a browser (a subscription), and the kinds can then be switched off one by one.
 */
export function isSwitchedOn(
  changed: readonly ChangedSwitch[],
  channel: NotificationChannel,
  kind: NotificationKind,
): boolean {
  return changed.find((entry) => entry.channel === channel && entry.kind === kind)?.enabled ?? true;
}

export function settingsFrom(changed: readonly ChangedSwitch[]): NotificationSettings {
  const channel = (name: NotificationChannel) =>
    Object.fromEntries(notificationKinds.map((kind) => [kind, isSwitchedOn(changed, name, kind)])) as Record<
      NotificationKind,
      boolean
    >;
  return { email: channel('email'), push: channel('push') };
}

/** The switches a request names, as rows. */
export function switchesOf(request: UpdateNotificationSettingsRequest): ChangedSwitch[] {
  return notificationChannels.flatMap((channel) =>
    Object.entries(request[channel] ?? {}).flatMap(([kind, enabled]) =>
      typeof enabled === 'boolean' ? [{ channel, kind: kind as NotificationKind, enabled }] : [],
    ),
  );
}
