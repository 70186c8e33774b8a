import { catalogues } from '@krov/messages';
import { nodeAt } from '@krov/messages/locales';
import { describe, expect, it } from 'vitest';
import {
  browserMessages,
  documentMessages,
  mergeMessages,
  partMessages,
  pickMessages,
  serverOnlyParts,
} from './client-messages';

describe('documentMessages and partMessages', () => {
  const pageParts = ['profile', 'accounts.code'] as const;

  it('keeps the server-only texts and the page parts out of the document', () => {
    const picked = documentMessages(catalogues.bs, pageParts);
    for (const path of [...serverOnlyParts, ...pageParts]) expect(nodeAt(picked, path), path).toBeUndefined();
    expect(nodeAt(picked, 'accounts.login')).toEqual(nodeAt(catalogues.bs, 'accounts.login'));
    expect(nodeAt(picked, 'common')).toEqual(nodeAt(catalogues.bs, 'common'));
  });

  it('gives a part its texts only', () => {
    expect(partMessages(catalogues.bs, pageParts)).toEqual({
      profile: nodeAt(catalogues.bs, 'profile'),
      accounts: { code: nodeAt(catalogues.bs, 'accounts.code') },
    });
  });

  it('cuts each catalogue once per list: the same catalogue and list give the same object', () => {
    const catalogue = catalogues.bs as Record<string, unknown>;
    const other = ['chat'] as const;
    expect(documentMessages(catalogue, pageParts)).toBe(documentMessages(catalogue, pageParts));
    expect(partMessages(catalogue, pageParts)).toBe(partMessages(catalogue, pageParts));
    expect(partMessages(catalogue, pageParts)).not.toBe(partMessages(catalogue, other));
    expect(partMessages(catalogue, pageParts)).not.toBe(partMessages(catalogues.en, pageParts));
  });

  it('the browser may get every text but the server-only ones', () => {
    const browser = browserMessages(catalogues.en);
    for (const path of serverOnlyParts) expect(nodeAt(browser, path), path).toBeUndefined();
    expect(nodeAt(browser, 'chat')).toEqual(nodeAt(catalogues.en, 'chat'));
  });

  it('every server-only path exists in both catalogues', () => {
    for (const locale of ['bs', 'en'] as const) {
      for (const path of serverOnlyParts)
        expect(nodeAt(catalogues[locale], path), `${locale} ${path}`).toBeDefined();
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
