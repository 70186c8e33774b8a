import { createHash } from 'node:crypto';
import { catalogues } from '@krov/messages';
import { describe, expect, it } from 'vitest';
import { clientMessages, pagePartMessages } from '@/i18n/client-messages';

/** Every text's dotted path, in the order JSON.stringify writes them. */
function leafPaths(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => leafPaths(value, prefix ? `${prefix}.${key}` : key));
}

/** What a set of messages weighs in a page's RSC payload: its JSON's hash, size and paths. */
function fingerprint(messages: Record<string, unknown>) {
  const json = JSON.stringify(messages);
  return {
    sha256: createHash('sha256').update(json).digest('hex'),
    bytes: Buffer.byteLength(json),
    paths: leafPaths(messages),
  };
}

/** The messages each piece of a page's payload carries: the document's, and each page part's. */
const pieces = {
  document: (messages: Record<string, unknown>) => clientMessages(messages),
  accountForms: (messages: Record<string, unknown>) => pagePartMessages(messages, 'accountForms'),
  profile: (messages: Record<string, unknown>) => pagePartMessages(messages, 'profile'),
  propertyManagement: (messages: Record<string, unknown>) => pagePartMessages(messages, 'propertyManagement'),
  homeSearch: (messages: Record<string, unknown>) => pagePartMessages(messages, 'homeSearch'),
  places: (messages: Record<string, unknown>) => pagePartMessages(messages, 'places'),
  searchMap: (messages: Record<string, unknown>) => pagePartMessages(messages, 'searchMap'),
  saved: (messages: Record<string, unknown>) => pagePartMessages(messages, 'saved'),
  saveSearch: (messages: Record<string, unknown>) => pagePartMessages(messages, 'saveSearch'),
  savedSearches: (messages: Record<string, unknown>) => pagePartMessages(messages, 'savedSearches'),
  notificationSettings: (messages: Record<string, unknown>) =>
    pagePartMessages(messages, 'notificationSettings'),
  chat: (messages: Record<string, unknown>) => pagePartMessages(messages, 'chat'),
  myAgency: (messages: Record<string, unknown>) => pagePartMessages(messages, 'myAgency'),
  agencyStatistics: (messages: Record<string, unknown>) => pagePartMessages(messages, 'agencyStatistics'),
  agencyInvoices: (messages: Record<string, unknown>) => pagePartMessages(messages, 'agencyInvoices'),
  invitation: (messages: Record<string, unknown>) => pagePartMessages(messages, 'invitation'),
  admin: (messages: Record<string, unknown>) => pagePartMessages(messages, 'admin'),
  payment: (messages: Record<string, unknown>) => pagePartMessages(messages, 'payment'),
  orders: (messages: Record<string, unknown>) => pagePartMessages(messages, 'orders'),
  unsubscribe: (messages: Record<string, unknown>) => pagePartMessages(messages, 'unsubscribe'),
};

describe('the messages each page sends', () => {
  it('are the bytes recorded when the parts were one central list (main at 5e98a92)', async () => {
    const recorded: Record<string, Record<string, ReturnType<typeof fingerprint>>> = {};
    for (const locale of ['bs', 'en'] as const) {
      const catalogue = catalogues[locale] as Record<string, unknown>;
      recorded[locale] = Object.fromEntries(
        Object.entries(pieces).map(([piece, pick]) => [piece, fingerprint(pick(catalogue))]),
      );
    }
    await expect(`${JSON.stringify(recorded, null, 1)}\n`).toMatchFileSnapshot(
      './__snapshots__/page-messages.json',
    );
  });
});
