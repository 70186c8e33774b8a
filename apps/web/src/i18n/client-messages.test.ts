import { catalogues } from '@krov/messages';
import { nodeAt } from '@krov/messages/locales';
import { describe, expect, it } from 'vitest';
import {
  clientMessages,
  mergeMessages,
  type PagePart,
  pagePartMessages,
  pageParts,
  pickMessages,
  serverOnlyParts,
} from './client-messages';

const parts = Object.keys(pageParts) as PagePart[];

/** Every text of a catalogue with its dotted path. */
function leaves(node: unknown, prefix = ''): [string, unknown][] {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return [[prefix, node]];
  return Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

describe('clientMessages', () => {
  it('keeps the server-only namespaces and the page parts out of the document', () => {
    const picked = clientMessages(catalogues.bs);
    for (const path of serverOnlyParts) expect(nodeAt(picked, path), path).toBeUndefined();
    for (const part of parts) {
      for (const path of pageParts[part]) expect(nodeAt(picked, path), path).toBeUndefined();
    }
    // What every page's client components read: the shell, api error texts, the listing modal.
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

  it('loses nothing: the document and all page parts hold every text but the server-only ones', () => {
    for (const locale of ['bs', 'en'] as const) {
      const catalogue = catalogues[locale] as Record<string, unknown>;
      let whole: Record<string, unknown> = clientMessages(catalogue);
      for (const part of parts) whole = mergeMessages(whole, pagePartMessages(catalogue, part));
      for (const [path, text] of leaves(catalogue)) {
        const serverOnly = serverOnlyParts.some((each) => path === each || path.startsWith(`${each}.`));
        expect(nodeAt(whole, path), `${locale} ${path}`).toEqual(serverOnly ? undefined : text);
      }
    }
  });

  it('cuts each catalogue once: the same catalogue gives the same object', () => {
    const catalogue = catalogues.bs as Record<string, unknown>;
    expect(clientMessages(catalogue)).toBe(clientMessages(catalogue));
    expect(pagePartMessages(catalogue, 'profile')).toBe(pagePartMessages(catalogue, 'profile'));
    expect(pagePartMessages(catalogue, 'profile')).not.toBe(pagePartMessages(catalogue, 'accountForms'));
  });

  it('every path it names exists in both catalogues', () => {
    for (const locale of ['bs', 'en'] as const) {
      for (const path of [...serverOnlyParts, ...parts.flatMap((part) => pageParts[part])]) {
        expect(nodeAt(catalogues[locale], path), `${locale} ${path}`).toBeDefined();
      }
    }
  });
});

describe('pickMessages and mergeMessages', () => {
  const messages = { a: { b: { c: 'C', d: 'D' }, e: 'E' }, f: 'F' };

  it('picks dotted paths into their places and skips unknown ones', () => {
    expect(pickMessages(messages, ['a.b.c', 'a.e', 'x.y'])).toEqual({ a: { b: { c: 'C' }, e: 'E' } });
    expect(pickMessages(messages, ['f'])).toEqual({ f: 'F' });
  });

  it('merges deeply, the added texts winning, without changing either tree', () => {
    const base = { a: { b: { c: 'C' } }, f: 'F' };
    const merged = mergeMessages(base, { a: { b: { d: 'D2' }, e: 'E' }, f: 'F2' });
    expect(merged).toEqual({ a: { b: { c: 'C', d: 'D2' }, e: 'E' }, f: 'F2' });
    expect(base).toEqual({ a: { b: { c: 'C' } }, f: 'F' });
  });
});
