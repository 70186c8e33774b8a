// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { CatalogueBridge } from './CatalogueBridge';
import { catalogueKeys, catalogueText, registerCatalogue } from './client-catalogue';

describe('the client catalogue', () => {
  it('is filled by <CatalogueBridge> with the provider’s messages while the page renders', () => {
    const messages = { errors: { PropertyNotFound: 'Nekretnina nije pronađena.' } };
    let seenDuringRender: string | undefined;
    function ReadsDuringRender() {
      seenDuringRender = catalogueText('bs', 'errors.PropertyNotFound');
      return null;
    }
    render(
      <NextIntlClientProvider locale="bs" messages={messages}>
        <CatalogueBridge />
        <ReadsDuringRender />
      </NextIntlClientProvider>,
    );
    // A sibling after the bridge already reads it: no effect has to run first.
    expect(seenDuringRender).toBe('Nekretnina nije pronađena.');
  });

  it('falls back to English for a key the language lacks, and answers undefined for unknown keys', () => {
    registerCatalogue('en', { errors: { OnlyInEnglish: 'Only in English.' }, fields: { email: 'E-mail' } });
    registerCatalogue('bs', { errors: {}, fields: { email: 'E-pošta', password: 'Lozinka' } });
    expect(catalogueText('bs', 'errors.OnlyInEnglish')).toBe('Only in English.');
    expect(catalogueText('bs', 'errors.Nothing')).toBeUndefined();
    // A namespace is not a text.
    expect(catalogueText('bs', 'errors')).toBeUndefined();
    expect(catalogueKeys('bs', 'fields')).toEqual(['email', 'password']);
  });

  it('answers in the page’s language when the one asked for has not arrived in the browser', async () => {
    vi.resetModules();
    const fresh = await import('./client-catalogue');
    fresh.registerCatalogue('bs', { errors: { PropertyNotFound: 'Nekretnina nije pronađena.' } });
    // The store already says English (a language just chosen), the page is still Bosnian.
    expect(fresh.catalogueText('en', 'errors.PropertyNotFound')).toBe('Nekretnina nije pronađena.');
    expect(fresh.catalogueText('en', 'errors.Unknown')).toBeUndefined();
  });
});
