/** The keys of the bell's server data in the app's QueryClient. */
export const bellKeys = {
  all: ['bell'] as const,
  /** The unread count (the badge). */
  unread: ['bell', 'unread'] as const,
  /** The panel's notifications, read again at each opening. */
  panel: ['bell', 'panel'] as const,
};
