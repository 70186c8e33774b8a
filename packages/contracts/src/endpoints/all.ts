import { meEndpoints, tokenEndpoints, verificationEndpoints } from './accounts.ts';
import { agencyEndpoints } from './agencies.ts';
import { chatEndpoints } from './chats.ts';
import { developmentEndpoints } from './development.ts';
import { invoiceEndpoints } from './invoices.ts';
import { listingEndpoints, photoEndpoints } from './listings.ts';
import { moderationEndpoints } from './moderation.ts';
import { notificationEndpoints, savedSearchEndpoints } from './notifications.ts';
import { offerEndpoints } from './offers.ts';
import { passkeyEndpoints } from './passkeys.ts';
import { paymentEndpoints } from './payments.ts';
import { platformEndpoints } from './platform.ts';
import { propertyPageEndpoints } from './property-page.ts';
import { searchEndpoints } from './search.ts';

/** Every endpoint of the api by name: the api registers them all, the web calls them by name. */
export const endpoints = {
  ...tokenEndpoints,
  ...meEndpoints,
  ...verificationEndpoints,
  ...passkeyEndpoints,
  ...listingEndpoints,
  ...photoEndpoints,
  ...propertyPageEndpoints,
  ...searchEndpoints,
  ...savedSearchEndpoints,
  ...notificationEndpoints,
  ...chatEndpoints,
  ...agencyEndpoints,
  ...moderationEndpoints,
  ...offerEndpoints,
  ...paymentEndpoints,
  ...invoiceEndpoints,
  ...platformEndpoints,
  ...developmentEndpoints,
};
export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
/** The endpoints the web's client calls: every one but those described `browser: false`. */
export type BrowserEndpointName = {
  [Name in EndpointName]: Endpoints[Name] extends { browser: false } ? never : Name;
}[EndpointName];
