// @vitest-environment happy-dom
import { bs } from '@krov/messages';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerClientCatalogues } from '@/i18n/testing';
import { configureApiClient } from '@/shared/api/client-config';
import { installFakeApi } from '@/shared/api/testing/fake-api';
import { resetBrowserState } from '@/shared/api/testing/reset';
import { SearchForm } from './SearchForm';

registerClientCatalogues();

const router = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

const parse = 'GET /api/search/parse';
const sentence = 'trosoban stan na Dobrinji do 200.000 KM s balkonom hitno';
let restoreConfig: () => void;
let notify: ReturnType<typeof vi.fn<(text: string) => void>>;

beforeEach(() => {
  resetBrowserState();
  router.push.mockReset();
  notify = vi.fn<(text: string) => void>();
  restoreConfig = configureApiClient({ notify, navigate: vi.fn() });
});

afterEach(() => {
  cleanup();
  restoreConfig();
  vi.unstubAllGlobals();
});

/** The filter form as PlaceField leaves it: the typed text as `mjesto`, or a picked place's slug. */
function renderForm(place: { typed: string } | { picked: string }) {
  render(
    <NextIntlClientProvider locale="bs" messages={bs}>
      <SearchForm action="/buy/sarajevo" listingType="sell" place={{ slug: 'sarajevo', name: 'Sarajevo' }}>
        {'typed' in place ? (
          <input aria-label="Mjesto" name="mjesto" defaultValue={place.typed} />
        ) : (
          <input type="hidden" name="mjestoSlug" value={place.picked} />
        )}
        <input aria-label="Do" name="cijenaDo" defaultValue="" />
        <button type="submit">Prikaži rezultate</button>
      </SearchForm>
    </NextIntlClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Prikaži rezultate' }));
}

describe('the search form reads a typed sentence (issue 31)', () => {
  it('sends the sentence to the parse endpoint and goes to the search its filters make', async () => {
    const api = installFakeApi({
      [parse]: {
        status: 200,
        body: {
          filters: {
            place: 'dobrinja',
            priceMax: 200_000,
            bedroomsMin: 2,
            propertyType: ['apartment'],
            features: ['balcony'],
          },
          unparsed: 'hitno',
        },
      },
    });
    renderForm({ typed: sentence });
    await waitFor(() => expect(router.push).toHaveBeenCalledTimes(1));
    const sent = new URL(api.sentTo(parse)[0]?.url ?? '', 'http://localhost');
    expect(sent.searchParams.get('q')).toBe(sentence);
    expect(sent.searchParams.get('language')).toBe('bs');
    // "hitno" is carried to be shown, never as a filter of its own.
    expect(router.push).toHaveBeenCalledWith(
      '/buy/dobrinja?cijena=-200000&sobe=2&vrsta=stan&oprema=balkon&neprepoznato=hitno',
      { scroll: false },
    );
  });

  it('a picked place still goes straight to its page, nothing asked', () => {
    const api = installFakeApi({});
    renderForm({ picked: 'dobrinja' });
    expect(router.push).toHaveBeenCalledWith('/buy/dobrinja', { scroll: false });
    expect(api.requests).toHaveLength(0);
  });

  it('words it reads nothing from go to the server’s place lookup, as a typed name always did', async () => {
    installFakeApi({ [parse]: { status: 200, body: { filters: {}, unparsed: 'Dobrinjaa' } } });
    renderForm({ typed: 'Dobrinjaa' });
    await waitFor(() =>
      expect(router.push).toHaveBeenCalledWith('/buy/sarajevo?mjesto=Dobrinjaa&cijenaDo=', { scroll: false }),
    );
  });

  it('an api failure leaves the form as typed', async () => {
    const api = installFakeApi({ [parse]: { status: 500, body: { message: 'InternalServerError' } } });
    renderForm({ typed: sentence });
    await waitFor(() => expect(api.sentTo(parse).length).toBeGreaterThan(0));
    await waitFor(() => expect(document.querySelector('form')?.getAttribute('aria-busy')).toBeNull());
    expect(router.push).not.toHaveBeenCalled();
    // The client's notice tells the person; the typed words wait to be sent again.
    expect(notify).toHaveBeenCalled();
    expect((screen.getByLabelText('Mjesto') as HTMLInputElement).value).toBe(sentence);
  });
});
