// @vitest-environment happy-dom
import type { ListingType, PlaceSuggestion } from '@krov/contracts';
import { bs } from '@krov/messages';
import { notifyManager } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '@/shared/api/client-config';
import { installFakeApi } from '@/shared/api/testing/fake-api';
import { resetBrowserState } from '@/shared/api/testing/reset';
import { getQueryClient } from '@/shared/query/query-client';
import { PlaceAutocomplete, type PlaceChoice } from './PlaceAutocomplete';
import { suggestDebounceMs } from './use-place-suggestions';

const nedzarici: PlaceSuggestion = {
  slug: 'nedzarici',
  name: 'Nedžarići',
  kind: 'neighbourhood',
  parentName: 'Ilidža',
  listings: 12,
};
const novoSarajevo: PlaceSuggestion = {
  slug: 'novo-sarajevo',
  name: 'Novo Sarajevo',
  kind: 'municipality',
  parentName: 'Sarajevo',
  listings: 40,
};

let restoreConfig: () => void;

beforeEach(() => {
  // The manual clock drives the typing pauses; `paused()` hands back the real one for what follows
  // (the testing library's waits need it).
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  // TanStack Query batches its notifications on a 0 ms timer, which the manual clock would hold.
  notifyManager.setScheduler(queueMicrotask);
  resetBrowserState();
  restoreConfig = configureApiClient({ notify: vi.fn(), navigate: vi.fn() });
});

afterEach(() => {
  cleanup();
  getQueryClient().clear();
  restoreConfig();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  notifyManager.setScheduler((callback) => setTimeout(callback, 0));
});

const chosen: (PlaceSuggestion | null)[] = [];

function Harness({
  initial = null,
  listingType,
}: {
  initial?: PlaceChoice | null;
  listingType?: ListingType;
}) {
  const [value, setValue] = useState<PlaceChoice | null>(initial);
  return (
    <NextIntlClientProvider locale="bs" messages={bs}>
      <PlaceAutocomplete
        value={value}
        {...(listingType ? { listingType } : {})}
        onChange={(place) => {
          chosen.push(place);
          setValue(place);
        }}
      />
    </NextIntlClientProvider>
  );
}

function answering(items: PlaceSuggestion[]) {
  return installFakeApi({ 'GET /api/places': { status: 200, body: { items } } });
}

const input = () => screen.getByRole('combobox', { name: bs.places.label });

function type(text: string) {
  fireEvent.change(input(), { target: { value: text } });
}

/** Typing stops for `ms` on the manual clock. */
async function pause(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

/** Typing stops long enough to ask the api; the real clock runs from then on. */
async function paused() {
  await pause(suggestDebounceMs);
  vi.useRealTimers();
}

describe('PlaceAutocomplete', () => {
  beforeEach(() => {
    chosen.length = 0;
  });

  it('asks the api once per pause in typing, not per key', async () => {
    const api = answering([nedzarici]);
    render(<Harness />);
    type('n');
    type('ne');
    type('ned');
    await pause(suggestDebounceMs - 1);
    type('nedz');
    expect(api.sentTo('GET /api/places')).toHaveLength(0);
    await paused();
    await waitFor(() => expect(api.sentTo('GET /api/places')).toHaveLength(1));
    const url = new URL(api.sentTo('GET /api/places')[0]?.url ?? '', 'http://localhost');
    expect(url.searchParams.get('q')).toBe('nedz');
  });

  it('on a search of one deal asks for that deal’s counts (Kupovina: sell, Najam: rent)', async () => {
    const api = answering([nedzarici]);
    render(<Harness listingType="rent" />);
    type('nedz');
    await paused();
    await waitFor(() => expect(api.sentTo('GET /api/places')).toHaveLength(1));
    const url = new URL(api.sentTo('GET /api/places')[0]?.url ?? '', 'http://localhost');
    expect(url.searchParams.get('listingType')).toBe('rent');
  });

  it('does not ask about a single letter', async () => {
    const api = answering([nedzarici]);
    render(<Harness />);
    type('n');
    await paused();
    expect(api.sentTo('GET /api/places')).toHaveLength(0);
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('lists name, kind, parent and listing count as options of the ARIA 1.2 combobox', async () => {
    answering([nedzarici, novoSarajevo]);
    render(<Harness />);
    type('ne');
    await paused();
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      `Nedžarići${bs.places.kinds.neighbourhood} · IlidžaOglasi: 12`,
      `Novo Sarajevo${bs.places.kinds.municipality} · SarajevoOglasi: 40`,
    ]);
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(input().getAttribute('aria-autocomplete')).toBe('list');
    const listbox = screen.getByRole('listbox');
    expect(input().getAttribute('aria-controls')).toBe(listbox.id);
    expect(screen.getByRole('status').textContent).toBe(bs.places.results.replace('{count}', '2'));
  });

  it('moves with the arrow keys and picks with Enter', async () => {
    answering([nedzarici, novoSarajevo]);
    render(<Harness />);
    type('ne');
    await paused();
    await screen.findAllByRole('option');
    const highlighted = () => {
      const active = input().getAttribute('aria-activedescendant');
      return active
        ? document.getElementById(active)?.getAttribute('aria-selected') === 'true' &&
            document.getElementById(active)?.textContent
        : null;
    };
    // The first suggestion is highlighted as the list opens.
    expect(highlighted()).toContain('Nedžarići');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(highlighted()).toContain('Novo Sarajevo');
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(chosen.at(-1)).toEqual(novoSarajevo);
    expect((input() as HTMLInputElement).value).toBe('Novo Sarajevo');
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes with Escape without choosing', async () => {
    answering([nedzarici]);
    render(<Harness />);
    type('ned');
    await paused();
    await screen.findAllByRole('option');
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect((input() as HTMLInputElement).value).toBe('ned');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(chosen).toEqual([]);
  });

  it('says so when nothing matches', async () => {
    answering([]);
    render(<Harness />);
    type('xyzq');
    await paused();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(bs.places.none.replace('{query}', 'xyzq')),
    );
  });

  it('leaves Enter to the form when nothing is listed (a typed sentence is searched, issue 31)', async () => {
    answering([]);
    render(<Harness />);
    type('trosoban stan do 200.000 KM');
    await paused();
    await waitFor(() => expect(screen.getByRole('status').textContent).not.toBe(''));
    // fireEvent answers false when a handler prevented the default (the form's submit).
    expect(fireEvent.keyDown(input(), { key: 'Enter' })).toBe(true);
    expect(chosen).toEqual([]);
  });

  it('un-chooses the place when its text is edited', async () => {
    answering([nedzarici]);
    render(<Harness initial={{ slug: 'nedzarici', name: 'Nedžarići' }} />);
    expect((input() as HTMLInputElement).value).toBe('Nedžarići');
    type('Nedžarić');
    expect(chosen).toEqual([null]);
  });
});
