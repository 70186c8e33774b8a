/**
 * The catalogues live as one file per top-level namespace (packages/messages/<locale>/<namespace>.json)
 * and are merged by bs.ts / en.ts. These tests keep the files and the merge in step: a file that is
 * not merged, a namespace without its twin in the other language, or a merge that reads a file under
 * the wrong key fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogues, type Locale } from './index.ts';

const locales: readonly Locale[] = ['bs', 'en'];
const folder = (locale: Locale) => path.join(import.meta.dirname, '..', locale);

/** The namespaces a language has files for, in name order. */
function namespaceFiles(locale: Locale): string[] {
  const names = readdirSync(folder(locale));
  expect(
    names.filter((name) => !name.endsWith('.json')),
    `only namespace files in ${locale}/`,
  ).toEqual([]);
  return names.map((name) => name.slice(0, -'.json'.length)).sort();
}

describe('catalogue files', () => {
  it('both languages have the same namespace files', () => {
    expect(namespaceFiles('bs')).toEqual(namespaceFiles('en'));
  });

  it('each catalogue merges every file of its language, each under its own name, and nothing else', () => {
    for (const locale of locales) {
      const catalogue = catalogues[locale] as Record<string, unknown>;
      expect(Object.keys(catalogue).sort(), locale).toEqual(namespaceFiles(locale));
      for (const namespace of namespaceFiles(locale)) {
        const text = readFileSync(path.join(folder(locale), `${namespace}.json`), 'utf8');
        expect(catalogue[namespace], `${locale}/${namespace}.json`).toEqual(JSON.parse(text));
      }
    }
  });

  it('a namespace file holds an object of texts, not a text or a list', () => {
    for (const locale of locales) {
      for (const [namespace, value] of Object.entries(catalogues[locale])) {
        expect(typeof value === 'object' && value !== null && !Array.isArray(value), namespace).toBe(true);
      }
    }
  });

  it('merges the namespaces in the same order in both languages', () => {
    expect(Object.keys(catalogues.bs)).toEqual(Object.keys(catalogues.en));
  });
});
