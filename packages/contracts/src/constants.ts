/**
 * The contracts' values without zod (`@krov/contracts/constants`): the limits and lists a browser
 * module needs. The schema modules define their schemas from these and re-export them, so the api
 * and the barrel see the same values; a client component imports them from here, and no schema
 * (nor the phone rules) comes along into the page's JavaScript (docs/decisions/197).
 * This module imports nothing: constants.test.ts holds it so.
 */

/** Bounds of every listing field (docs/product/DECISIONS.md, Numbers; the rest chosen in docs/decisions.md). */
export const listingLimits = {
  sizeMin: 1,
  sizeMax: 100_000,
  roomsMax: 50,
  parkingsMax: 100,
  floorMin: -3,
  floorMax: 100,
  totalFloorsMax: 100,
  constructionYearMin: 1800,
  constructionYearMax: 2035,
  gardenMax: 1_000_000,
  priceMax: 100_000_000,
  descriptionMax: 5000,
  addressMax: 200,
  photosMax: 30,
  /** Floor plans of a listing, apart from its photos (issue 31). */
  floorPlansMax: 10,
  photoBytesMax: 15 * 1024 * 1024,
  /** Listed after publishing or renewing. */
  validityDays: 30,
  /** A sold listing stays public (and in the Listed tab) this long. */
  soldVisibleDays: 30,
  privateUserLimit: 5,
} as const;

export const chatLimits = {
  textMax: 2000,
  photosPerMessage: 10,
  photoBytesMax: 10 * 1024 * 1024,
  messagesPageSize: 30,
  messagesPageSizeMax: 100,
  chatsPageSize: 20,
  chatsPageSizeMax: 50,
  searchMax: 100,
  reportReasonMax: 1000,
  cursorMax: 200,
} as const;

/** The kinds of stored notifications, in the order the settings page shows them. */
export const notificationKinds = [
  'savedSearch',
  'priceDrop',
  'listingExpiring',
  'listingExpired',
  /** "Is it still available?" and its outcome (issue 29): the owner, or the assigned agent. */
  'availability',
  'message',
  'agency',
  'invitation',
  'moderation',
  /** A report's outcome (issue 29): told to the reporters and to the reported listing's owner. */
  'report',
  'payment',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** The channels a notification may also go out on; the in-app list always has it. */
export const notificationChannels = ['email', 'push'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

export const notificationLimits = {
  pageSize: 20,
  pageSizeMax: 50,
  /** Ids one "mark read" call may name. */
  readIdsMax: 100,
  cursorMax: 200,
} as const;

/** How often a saved search tells its user of new matches, in the order the controls offer them. */
export const notifyFrequencies = ['instant', 'daily', 'never'] as const;
export type NotifyFrequency = (typeof notifyFrequencies)[number];

export const paymentLimits = {
  /** Listings in one order ("renew all" of a private user's limit, with room to spare). */
  itemsMax: 50,
  couponCodeMin: 3,
  couponCodeMax: 32,
  /** How long a pending order's checkout holds its coupon use before the use is free again. */
  pendingMinutes: 60,
} as const;

/** The periods the agency's statistics cover (days up to today). */
export const agencyStatisticsPeriods = ['7', '30', '90'] as const;

/** GET /api/search/parse's text, characters ("words instead of forms", issue 31). */
export const searchParseLimits = { textMin: 1, textMax: 300 } as const;
