/**
 * What other modules may depend on in notifications: types and pure functions, re-exported (decision 205).
 * Another module imports notifications only through this file or index.ts; lint holds it (biome.json).
 */
export type { NotificationParams, NotificationRequest } from './notification-request.ts';
export { formatDay } from './notification-texts.ts';
export type { Notifier } from './notifier.ts';
