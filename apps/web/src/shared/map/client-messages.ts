import type { MessagePaths } from '@/i18n/client-messages';
import { placeAutocompleteMessages } from '@/shared/places/client-messages';

/**
 * The location picker's texts (LocationPicker): its map and the place finder (issue 12). The
 * property page's map needs only the zoom and credit texts, which are the document's.
 */
export const locationPickerMessages = [
  'properties.map.label',
  'properties.map.hint',
  'properties.map.pinInCentre',
  'properties.map.myLocation',
  'properties.map.locating',
  'properties.map.locationUnavailable',
  'properties.map.pinAt',
  'properties.map.noPin',
  'properties.map.place',
  'properties.map.marker',
  'properties.map.loading',
  'properties.map.find',
  'properties.map.tooFar',
  'properties.map.resolved',
  'properties.map.resolvedWith',
  'properties.map.outside',
  ...placeAutocompleteMessages,
] as const satisfies MessagePaths;
