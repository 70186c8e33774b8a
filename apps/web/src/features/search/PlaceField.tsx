'use client';

import type { ListingType, PlaceSuggestion } from '@krov/contracts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { PlaceChoice } from '@/shared/places/PlaceAutocomplete';
import { TextField } from '@/shared/ui/TextField';
import { type PlaceRef, param } from './url-state';

// The autocomplete (Downshift, its queries) loads when the filter panel first opens, not with the page.
const PlaceAutocomplete = lazy(() =>
  import('@/shared/places/PlaceAutocomplete').then((module) => ({ default: module.PlaceAutocomplete })),
);

/**
 * The filter form's place: a plain text field (`mjesto`, looked up by the server: it works
 * without JavaScript) until the panel opens, then the place autocomplete. A chosen suggestion
 * goes as its slug (`mjestoSlug`); text typed without choosing goes as `mjesto`, as before.
 */
export function PlaceField({
  place,
  label,
  hint,
  listingType,
}: {
  place: PlaceRef | null;
  label: string;
  hint: string;
  /** The deal the search is on: the suggestions count its listings (Sarajevo 43 on /buy, 14 on /rent). */
  listingType: ListingType;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [chosen, setChosen] = useState<PlaceChoice | null>(place);
  const [text, setText] = useState(place?.name ?? '');

  useEffect(() => {
    const panel = box.current?.closest('details');
    if (!panel) return setEnhanced(true);
    if (panel.open) return setEnhanced(true);
    const onToggle = () => panel.open && setEnhanced(true);
    panel.addEventListener('toggle', onToggle);
    return () => panel.removeEventListener('toggle', onToggle);
  }, []);

  const plain = (
    <TextField
      label={label}
      name={param.placeText}
      defaultValue={place?.name ?? ''}
      hint={hint}
      autoComplete="off"
    />
  );
  return (
    <div
      ref={box}
      className="sm:col-span-2"
      // The autocomplete tells a chosen suggestion; the typed text is read as it changes.
      onInput={(event) => {
        const target = event.target;
        if (target instanceof HTMLInputElement && target.getAttribute('role') === 'combobox')
          setText(target.value);
      }}
    >
      {enhanced ? (
        <Suspense fallback={plain}>
          <PlaceAutocomplete
            value={chosen}
            label={label}
            listingType={listingType}
            onChange={(suggestion: PlaceSuggestion | null) => {
              setChosen(suggestion && { slug: suggestion.slug, name: suggestion.name });
              if (suggestion) setText(suggestion.name);
            }}
          />
          {chosen ? (
            <input type="hidden" name={param.placeSlug} value={chosen.slug} />
          ) : (
            <input type="hidden" name={param.placeText} value={text} />
          )}
          <p className="mt-1.5 text-sm text-slate-600">{hint}</p>
        </Suspense>
      ) : (
        plain
      )}
    </div>
  );
}
