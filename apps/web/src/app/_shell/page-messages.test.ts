import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogues } from '@krov/messages';
import { nodeAt } from '@krov/messages/locales';
import { describe, expect, it } from 'vitest';
import {
  accountFormsMessages,
  profileMessages,
  sessionEndMessages,
} from '@/features/accounts/client-messages';
import {
  notificationSettingsMessages,
  unsubscribeMessages,
} from '@/features/accounts/notifications/client-messages';
import { adminMessages } from '@/features/admin/client-messages';
import { invitationMessages, myAgencyMessages } from '@/features/agency/client-messages';
import { agencyInvoicesMessages } from '@/features/agency/invoices/client-messages';
import { agencyStatisticsMessages } from '@/features/agency/statistics/client-messages';
import { stillAvailableMessages } from '@/features/availability/client-messages';
import { homeSearchMessages } from '@/features/home/client-messages';
import { chatMessages } from '@/features/messages/client-messages';
import { ordersMessages, paymentMessages } from '@/features/payments/client-messages';
import { propertyManagementMessages } from '@/features/properties/client-messages';
import { savedMessages } from '@/features/saved/client-messages';
import { searchMapMessages } from '@/features/search/map/client-messages';
import { savedSearchesMessages, saveSearchMessages } from '@/features/search/saved-searches/client-messages';
import {
  browserMessages,
  documentMessages,
  type MessagePaths,
  mergeMessages,
  partMessages,
  serverOnlyParts,
} from '@/i18n/client-messages';
import { placeAutocompleteMessages } from '@/shared/places/client-messages';
import { pageParts, pageScopedMessages } from './page-messages';

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

type Catalogue = Record<string, unknown>;

/**
 * The pieces of messages pages send: every page the document's, and each <ClientMessages> on it
 * its part's (/login: accountForms; /me/profile: profile; /me/properties/…: propertyManagement;
 * /: homeSearch; /buy and /rent: places, saveSearch and, with the map, searchMap; …). Named as the
 * parts were in the central list (i18n/client-messages.ts before decision 222).
 */
const pieces: Record<string, (messages: Catalogue) => Catalogue> = {
  document: (messages) => documentMessages(messages, pageScopedMessages),
  ...Object.fromEntries(
    Object.entries({
      accountForms: accountFormsMessages,
      profile: profileMessages,
      propertyManagement: propertyManagementMessages,
      homeSearch: homeSearchMessages,
      places: placeAutocompleteMessages,
      searchMap: searchMapMessages,
      saved: savedMessages,
      saveSearch: saveSearchMessages,
      savedSearches: savedSearchesMessages,
      notificationSettings: notificationSettingsMessages,
      chat: chatMessages,
      myAgency: myAgencyMessages,
      agencyStatistics: agencyStatisticsMessages,
      agencyInvoices: agencyInvoicesMessages,
      invitation: invitationMessages,
      admin: adminMessages,
      payment: paymentMessages,
      orders: ordersMessages,
      unsubscribe: unsubscribeMessages,
      stillAvailable: stillAvailableMessages,
      sessionEnd: sessionEndMessages,
    } satisfies Record<string, MessagePaths>).map(([name, texts]) => [
      name,
      (messages: Catalogue) => partMessages(messages, texts),
    ]),
  ),
};

/** Every list a `client-messages.ts` of features/ and shared/ exports: the declared page parts. */
async function declaredParts(): Promise<{ name: string; texts: MessagePaths }[]> {
  const src = fileURLToPath(new URL('../../', import.meta.url));
  const files = ['features', 'shared'].flatMap((folder) =>
    readdirSync(path.join(src, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => path.basename(file) === 'client-messages.ts')
      .map((file) => path.join(src, folder, file)),
  );
  const declared: { name: string; texts: MessagePaths }[] = [];
  for (const file of files) {
    const exports: Record<string, unknown> = await import(file);
    for (const [name, texts] of Object.entries(exports)) {
      if (Array.isArray(texts)) declared.push({ name: `${path.relative(src, file)} ${name}`, texts });
    }
  }
  return declared;
}

describe('the messages each page sends', () => {
  it('are the bytes recorded when the parts were one central list (main at 5e98a92)', async () => {
    const recorded: Record<string, Record<string, ReturnType<typeof fingerprint>>> = {};
    for (const locale of ['bs', 'en'] as const) {
      const catalogue = catalogues[locale] as Catalogue;
      recorded[locale] = Object.fromEntries(
        Object.entries(pieces).map(([piece, pick]) => [piece, fingerprint(pick(catalogue))]),
      );
    }
    await expect(`${JSON.stringify(recorded, null, 1)}\n`).toMatchFileSnapshot(
      './__snapshots__/page-messages.json',
    );
  });

  it('every part a feature declares is listed, so the document leaves it out', async () => {
    const declared = await declaredParts();
    expect(declared.length).toBeGreaterThanOrEqual(pageParts.length);
    for (const { name, texts } of declared) {
      // shared/ lists built into a feature's part (the location picker's) need not be parts themselves.
      if (name.startsWith('shared/') && !pageParts.includes(texts)) {
        for (const each of texts) expect(pageScopedMessages, name).toContain(each);
      } else {
        expect(pageParts, name).toContain(texts);
      }
    }
  });

  it('loses nothing: the document and all page parts hold every text but the server-only ones', () => {
    for (const locale of ['bs', 'en'] as const) {
      const catalogue = catalogues[locale] as Catalogue;
      let whole = documentMessages(catalogue, pageScopedMessages);
      for (const texts of pageParts) whole = mergeMessages(whole, partMessages(catalogue, texts));
      expect(whole, locale).toEqual(browserMessages(catalogue));
      for (const path of serverOnlyParts) expect(nodeAt(whole, path), `${locale} ${path}`).toBeUndefined();
    }
  });

  it('every path a part names exists in both catalogues', () => {
    for (const locale of ['bs', 'en'] as const) {
      for (const path of pageScopedMessages) {
        expect(nodeAt(catalogues[locale], path), `${locale} ${path}`).toBeDefined();
      }
    }
  });

  it("keeps the document's own texts: the shell, api error texts, the listing modal", () => {
    const picked = documentMessages(catalogues.bs, pageScopedMessages);
    for (const path of [
      'common',
      'errors',
      'validation',
      'fields',
      'shell.header',
      'shell.cookieBanner',
      'ui',
      'language',
      'notFound',
      'accounts.guard',
      'propertyPage',
      'properties.propertyTypes',
      'properties.features',
      'properties.map.zoomIn',
      'properties.map.boundaries',
    ]) {
      expect(nodeAt(picked, path), path).toBeDefined();
    }
  });
});
