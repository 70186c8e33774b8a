import { nodeAt } from '@krov/messages/locales';

/**
 * Which texts reach client components. Every page's RSC payload carries the messages its
 * NextIntlClientProvider gets (on /p/{id} they were half of the document), so they are cut to what
 * the browser needs:
 * - server-only parts never go: long texts (legal, about), e-mails and SMS (the api's), the
 *   development mailbox, page metadata, the home page's and the shell's server parts, the page
 *   titles of server-rendered frames;
 * - page parts go only with the pages whose client components use them (<ClientMessages>), not
 *   with every page: the account forms, the profile, the listing management and editor;
 * - everything else is the document's (the shell, errors and validation texts for api answers,
 *   the listing view that opens as a modal from any page).
 * A text used by a client component outside its page part shows as its key and logs
 * MISSING_MESSAGE: the e2e suite fails on that log (e2e/support.ts).
 */
export const serverOnlyParts = [
  'legal',
  'about',
  'email',
  'sms',
  // The notifications' texts are rendered by the api in the reader's language (issue 14).
  'notification',
  'devMailbox',
  'meta',
  // The home page's texts but its quick search (a page part).
  'home.title',
  'home.tagline',
  'home.intro',
  'home.links',
  'home.entry',
  'home.how',
  'home.trust',
  'home.popular',
  'shell.skipToContent',
  'shell.footer',
  'properties.newTitle',
  'properties.newDescription',
  'properties.editTitle',
  'properties.editDescription',
  'propertyPage.metaDescription',
  'saved.title',
  'saved.description',
  // The search pages render their texts on the server and hand their client parts strings.
  'search',
  // So does the public agency page (/agency/{slug}).
  'agency.page',
  // The frames of /me/searches, /me/notifications and /unsubscribe (their h1 and description).
  'savedSearches.title',
  'savedSearches.description',
  'notificationsPage.title',
  'notificationsPage.description',
  'unsubscribePage.title',
  'unsubscribePage.description',
  // The frames of /payment and /me/orders (their h1, and the list's description).
  'payment.title',
  'orders.title',
  'orders.description',
] as const;

/** The location picker (shared/map): its map texts and the place finder (issue 12). */
const locationPicker = [
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
  'places',
] as const;

/** Dotted paths of the catalogue the pages of each kind add for their client components. */
export const pageParts = {
  /** /login, /register, /forgot-password, /verify-email, /verify-phone. */
  accountForms: [
    'accounts.code',
    'accounts.login',
    'accounts.register',
    'accounts.verifyEmail',
    'accounts.forgotPassword',
    'accounts.verifyPhone',
    // "Log in to save the search" (the search's save control sends a visitor to log in).
    'savedSearches.loginReason',
  ],
  /** /me/profile: its sections confirm a new e-mail or phone with the account forms' code field. */
  profile: ['profile', 'accounts.code'],
  /**
   * /me/properties, /me/properties/new, /me/properties/{id}: the list, the editor and the
   * location picker with its place finder (the property page's map needs only the zoom and credit
   * texts).
   */
  propertyManagement: [
    'myProperties',
    'properties.backToList',
    'properties.status',
    'properties.soldNotice',
    'properties.form',
    'properties.photos',
    'properties.publish',
    'properties.phonePrompt',
    ...locationPicker,
    'properties.limitPrompt',
    'properties.agencyNotice',
  ],
  /** The home page: its quick search with the place autocomplete. */
  homeSearch: ['home.quickSearch', 'places'],
  /** Pages with the place autocomplete (the search's filters). */
  places: ['places'],
  /** Pages that can show the search map (features/search/map). */
  searchMap: ['searchMap'],
  /** /me/saved: the list, its empty and unavailable states, remove and load more. */
  saved: [
    'saved.loading',
    'saved.loadFailed',
    'saved.empty',
    'saved.browse',
    'saved.unavailable',
    'saved.savedOn',
    'saved.remove',
    'saved.removeNamed',
    'saved.removeUnavailable',
    'saved.removed',
    'saved.loadMore',
  ],
  /** The search pages' "Save search" control. */
  saveSearch: ['savedSearches.save', 'savedSearches.frequency'],
  /** /me/searches: each saved search in words, its new matches, frequency, open and delete. */
  savedSearches: ['savedSearches.list', 'savedSearches.frequency', 'savedSearches.words'],
  /** /me/notifications: the switches per kind and channel, and push on this browser. */
  notificationSettings: ['notificationsPage.settings', 'notificationsPage.kinds', 'notificationsPage.push'],
  /** /messages and /messages/{id}: the conversations, the composer, the safety tips. */
  chat: ['chat'],
  /** /me/agency: the create and edit form with its map, the status, agents and invitations. */
  myAgency: [
    'agency.mine',
    'agency.status',
    'agency.form',
    'agency.authorities',
    'agency.agents',
    'agency.invitations',
    // The owner's links to the statistics and the invoices.
    'agency.statistics.link',
    'agency.invoices.link',
    ...locationPicker,
  ],
  /** /me/agency/statistics: the period, totals, charts, the table per listing, the CSV link. */
  agencyStatistics: ['agency.statistics'],
  /** /me/agency/invoices: the invoices with their PDFs and Pay, the billing details' form. */
  agencyInvoices: ['agency.invoices', 'agency.billing'],
  /** /invitation: the invitation, accept and decline, the way in for a logged-out invitee. */
  invitation: ['agency.invitation'],
  /** /admin: the agency requests and their decisions. */
  admin: ['admin', 'agency.authorities'],
  /** /payment: the order's summary, the coupon, pay, and the processing and result screens. */
  payment: [
    'payment.loading',
    'payment.loadFailed',
    'payment.missing',
    'payment.summary',
    'payment.coupon',
    'payment.pay',
    'payment.confirmFree',
    'payment.provider',
    'payment.started',
    'payment.processing',
    'payment.success',
    'payment.failed',
    'payment.refunded',
  ],
  /** /me/orders: the orders with their status, receipt links and load more. */
  orders: [
    'orders.loading',
    'orders.loadFailed',
    'orders.empty',
    'orders.browse',
    'orders.caption',
    'orders.date',
    'orders.items',
    'orders.amount',
    'orders.status',
    'orders.details',
    'orders.statuses',
    'orders.invoice',
    'orders.receipt',
    'orders.continue',
    'orders.orderOf',
    'orders.loadMore',
  ],
  /** /unsubscribe: the one button and what it turned off. */
  unsubscribe: [
    'unsubscribePage.button',
    'unsubscribePage.done',
    'unsubscribePage.kinds',
    'unsubscribePage.settingsHint',
    'unsubscribePage.settings',
    'unsubscribePage.noToken',
    'unsubscribePage.failed',
  ],
} as const satisfies Record<string, readonly string[]>;

export type PagePart = keyof typeof pageParts;

const pageScopedPaths: readonly string[] = [...new Set(Object.values(pageParts).flat())];

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A copy of `messages` without the texts at `paths` (dotted), and without namespaces left empty. */
function without(
  messages: Record<string, unknown>,
  paths: readonly string[],
  prefix = '',
): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (paths.includes(path)) continue;
    if (isPlainObject(value) && paths.some((each) => each.startsWith(`${path}.`))) {
      const rest = without(value, paths, path);
      if (Object.keys(rest).length > 0) kept[key] = rest;
    } else {
      kept[key] = value;
    }
  }
  return kept;
}

/** Deep merge of message trees; `extra` wins where both have a text. */
export function mergeMessages(
  base: Record<string, unknown>,
  extra: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const existing = merged[key];
    merged[key] = isPlainObject(existing) && isPlainObject(value) ? mergeMessages(existing, value) : value;
  }
  return merged;
}

/** Only the texts at `paths` (dotted), in their places in the tree. */
export function pickMessages(
  messages: Record<string, unknown>,
  paths: readonly string[],
): Record<string, unknown> {
  let picked: Record<string, unknown> = {};
  for (const path of paths) {
    const node = nodeAt(messages, path);
    if (node === undefined) continue;
    const branch = path
      .split('.')
      .reduceRight<Record<string, unknown> | unknown>((inner, key) => ({ [key]: inner }), node);
    picked = mergeMessages(picked, branch as Record<string, unknown>);
  }
  return picked;
}

/**
 * Once per catalogue object: the compiled catalogues are made once per language and process
 * (compiled-messages.ts), so every render after the first reuses the same cut.
 */
function memoised<T>(compute: (messages: Record<string, unknown>) => T) {
  const results = new WeakMap<object, T>();
  return (messages: Record<string, unknown>): T => {
    let result = results.get(messages);
    if (result === undefined) {
      result = compute(messages);
      results.set(messages, result);
    }
    return result;
  };
}

/** What the document gives every page's client components. */
export const clientMessages = memoised((messages) =>
  without(messages, [...serverOnlyParts, ...pageScopedPaths]),
);

const partMessages = Object.fromEntries(
  Object.entries(pageParts).map(([part, paths]) => [
    part,
    memoised((messages) => pickMessages(messages, paths)),
  ]),
) as Record<PagePart, (messages: Record<string, unknown>) => Record<string, unknown>>;

/** The texts a page of the kind adds to the document's (see <ClientMessages>). */
export function pagePartMessages(messages: Record<string, unknown>, part: PagePart): Record<string, unknown> {
  return partMessages[part](messages);
}
