import { nodeAt } from '@krov/messages/locales';

/**
 * Which texts reach client components. Every page's RSC payload carries the messages its
 * NextIntlClientProvider gets (on /p/{id} they were half of the document), so they are cut to what
 * the browser needs (decisions 064, 222):
 * - server-only parts never go (the list below);
 * - page parts go only with the pages whose client components use them: each feature declares its
 *   parts beside itself (`client-messages.ts` in its folder) and wraps the components that read
 *   them in <ClientMessages texts={…}>; app/_shell/page-messages.ts lists them all, so the
 *   document (features/shell/Document.tsx) leaves them out;
 * - everything else is the document's (the shell, errors and validation texts for api answers,
 *   the listing view that opens as a modal from any page).
 * A text used by a client component outside its page part shows as its key and logs
 * MISSING_MESSAGE: the e2e suite fails on that log (e2e/support.ts).
 */

/** Dotted paths of the catalogue: a namespace (`chat`) or a text or branch in it (`saved.empty`). */
export type MessagePaths = readonly string[];

/** What no page sends: rendered on the server only. */
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
  'stillAvailablePage.title',
  'stillAvailablePage.description',
  // The frames of /payment and /me/orders (their h1, and the list's description).
  'payment.title',
  'orders.title',
  'orders.description',
] as const satisfies MessagePaths;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A copy of `messages` without the texts at `paths` (dotted), and without namespaces left empty. */
function without(
  messages: Record<string, unknown>,
  paths: MessagePaths,
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

/** Only the texts at `paths` (dotted), in their places in the tree, in the order of `paths`. */
export function pickMessages(
  messages: Record<string, unknown>,
  paths: MessagePaths,
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
 * Once per catalogue object and list of paths: the compiled catalogues are made once per language
 * and process (compiled-messages.ts) and the lists are module constants, so every render after
 * the first reuses the same cut.
 */
function memoised(
  compute: (messages: Record<string, unknown>, paths: MessagePaths) => Record<string, unknown>,
) {
  const results = new WeakMap<object, WeakMap<MessagePaths, Record<string, unknown>>>();
  return (messages: Record<string, unknown>, paths: MessagePaths): Record<string, unknown> => {
    let byPaths = results.get(messages);
    if (byPaths === undefined) {
      byPaths = new WeakMap();
      results.set(messages, byPaths);
    }
    let result = byPaths.get(paths);
    if (result === undefined) {
      result = compute(messages, paths);
      byPaths.set(paths, result);
    }
    return result;
  };
}

/**
 * What the document gives every page's client components: all but the server-only texts and
 * `pageParts`, the texts pages add where they use them (app/_shell/page-messages.ts).
 */
export const documentMessages = memoised((messages, pageParts) =>
  without(messages, [...serverOnlyParts, ...pageParts]),
);

/** The texts of a page part (`paths`), added to the document's by <ClientMessages>. */
export const partMessages = memoised(pickMessages);

/** Every text a client component may read on some page: all but the server-only ones. */
export function browserMessages(messages: Record<string, unknown>): Record<string, unknown> {
  return without(messages, serverOnlyParts);
}
