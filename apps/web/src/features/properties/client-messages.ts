import type { MessagePaths } from '@/i18n/client-messages';
import { locationPickerMessages } from '@/shared/map/client-messages';

/**
 * /me/properties, /me/properties/new, /me/properties/{id}: the list, the editor and the location
 * picker with its place finder.
 */
export const propertyManagementMessages = [
  'myProperties',
  'properties.backToList',
  'properties.status',
  'properties.soldNotice',
  'properties.form',
  'properties.photos',
  'properties.publish',
  'properties.phonePrompt',
  ...locationPickerMessages,
  'properties.limitPrompt',
  'properties.agencyNotice',
] as const satisfies MessagePaths;
