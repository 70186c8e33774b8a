'use client';

import { type ListingType, type PropertyType, propertyTypes } from '@krov/contracts/listing-kinds';
import { clsx } from 'clsx';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { LazyPlaceAutocomplete } from '@/shared/places/LazyPlaceAutocomplete';
import type { PlaceChoice } from '@/shared/places/PlaceAutocomplete';
import { Button } from '@/shared/ui/Button';
import { inputClasses } from '@/shared/ui/TextField';

/** What the quick search asks for. */
export interface QuickSearchChoice {
  listingType: ListingType;
  /** The chosen place's slug. */
  place: string | null;
  propertyType: PropertyType | null;
}

const modes = [
  { listingType: 'sell', text: 'buy' },
  { listingType: 'rent', text: 'rent' },
] as const;

/**
 * The home page's quick search: sale or rent, a place from the autocomplete, a property type. It
 * opens the search page `hrefOf` names (the search's own URL: /buy/nedzarici?vrsta=stan), given by
 * the app, which composes this feature with the search's. Text typed in the place field without
 * picking a suggestion is a sentence to read ("trosoban stan na Dobrinji do 200.000 KM", issue 31):
 * `wordsHrefOf` asks the api and names the search its filters make; a failure (told by the api
 * client) leaves the form as typed.
 */
export function QuickSearch({
  hrefOf,
  wordsHrefOf,
}: {
  hrefOf(choice: QuickSearchChoice): string;
  wordsHrefOf(text: string, choice: QuickSearchChoice): Promise<string>;
}) {
  const t = useTranslations('home.quickSearch');
  const tTypes = useTranslations('properties.propertyTypes');
  const router = useRouter();
  const [listingType, setListingType] = useState<ListingType>('sell');
  const [place, setPlace] = useState<PlaceChoice | null>(null);
  const [type, setType] = useState<PropertyType | ''>('');
  const [reading, setReading] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const choice = { listingType, place: place?.slug ?? null, propertyType: type || null };
    // The autocomplete (or its plain stand-in) keeps the typed text; a picked place is its slug.
    const typed = event.currentTarget.querySelector<HTMLInputElement>('input[role="combobox"]')?.value.trim();
    if (place || !typed) return router.push(hrefOf(choice));
    setReading(true);
    wordsHrefOf(typed, choice)
      .then((href) => router.push(href))
      .catch(() => undefined)
      .finally(() => setReading(false));
  };

  return (
    <form
      onSubmit={submit}
      aria-busy={reading || undefined}
      aria-labelledby="quick-search-title"
      className="mt-8 max-w-4xl rounded-2xl bg-white p-4 shadow-lg ring-1 ring-slate-200 sm:p-5"
      data-testid="quick-search"
    >
      <h2 id="quick-search-title" className="sr-only">
        {t('title')}
      </h2>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('listingType')}</legend>
        <div className="mt-1.5 inline-flex rounded-lg bg-slate-100 p-1">
          {modes.map((mode) => (
            <label
              key={mode.listingType}
              className={clsx(
                'cursor-pointer rounded-md px-4 py-1.5 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                listingType === mode.listingType ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-700',
              )}
            >
              <input
                type="radio"
                name="listingType"
                value={mode.listingType}
                checked={listingType === mode.listingType}
                onChange={() => setListingType(mode.listingType)}
                className="sr-only"
              />
              {t(mode.text)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-4 grid gap-4 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
        {/* Loaded when about to be used: the home page's first load stays within its budget. */}
        <LazyPlaceAutocomplete value={place} onChange={setPlace} />
        <div>
          <label htmlFor="quick-search-type" className="block text-sm font-medium text-slate-800">
            {t('propertyType')}
          </label>
          <select
            id="quick-search-type"
            value={type}
            onChange={(event) => setType(event.target.value as PropertyType | '')}
            className={clsx(
              inputClasses,
              'mt-1.5 border-slate-300 focus:border-brand-600 focus:outline-brand-600',
            )}
          >
            <option value="">{t('anyType')}</option>
            {propertyTypes.map((value) => (
              <option key={value} value={value}>
                {tTypes(value)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" size="md" className="h-11" pending={reading}>
          {t('submit')}
        </Button>
      </div>
      <p className="mt-2 text-sm text-slate-600">{t('wordsHint')}</p>
    </form>
  );
}
