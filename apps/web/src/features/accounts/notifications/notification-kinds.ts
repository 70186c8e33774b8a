/** The kinds and channels in the order the page shows them (the contracts' zod-free entry). */
export { notificationChannels, notificationKinds } from '@krov/contracts/constants';

/** The keys of /me/notifications' server data in the app's QueryClient. */
export const notificationKeys = {
  settings: ['notifications', 'settings'] as const,
  update: ['notifications', 'settings', 'update'] as const,
};
