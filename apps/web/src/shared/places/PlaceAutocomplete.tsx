'use client';

import type { ListingType, PlaceSuggestion } from '@krov/contracts';
import { clsx } from 'clsx';
import { useCombobox } from 'downshift';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { QueryProvider } from '../query/QueryProvider';
import { CloseIcon } from '../ui/CloseIcon';
import { inputClasses } from '../ui/TextField';
import { suggestionStatus } from './suggestion-status';
import { usePlaceSuggestions } from './use-place-suggestions';

/** A chosen place: what a page knows from its URL (the slug, and the name once read) or a suggestion. */
export interface PlaceChoice {
  slug: string;
  name: string;
}

export interface PlaceAutocompleteProps {
  /** The chosen place (controlled), or null. */
  value: PlaceChoice | null;
  /** A suggestion picked (with its kind, parent and count), or null when the text is edited or cleared. */
  onChange(place: PlaceSuggestion | null): void;
  /** The visible label; `places.label` ("Mjesto") when not given. */
  label?: string;
  /** Keeps the label for screen readers only (a compact bar); it is still the input's name. */
  hideLabel?: boolean;
  /** With a name, a hidden input carries the chosen slug in a natively submitted form. */
  name?: string;
  /** The input's id; generated when not given. */
  id?: string;
  className?: string;
  /** Text typed before this loaded (LazyPlaceAutocomplete's plain field), shown and searched at once. */
  defaultText?: string;
  /** Takes the focus as it appears (it replaces a plain field that had it). */
  autoFocus?: boolean;
  /** The deal of the search it serves (Kupovina, Najam): the counts are that deal's listings. */
  listingType?: ListingType;
}

/**
 * A place picker (ARIA 1.2 combobox with a list popup, by Downshift): typing asks GET /api/places
 * after a short pause; ↓/↑ move through the suggestions (the first is highlighted as they open),
 * Enter picks the highlighted one, Escape closes the list
 * (and, when closed, clears the text). Each suggestion shows its name, kind and parent, and how
 * many public listings it has. A live region says how many were found.
 */
export function PlaceAutocomplete(props: PlaceAutocompleteProps) {
  return (
    <QueryProvider>
      <Combobox {...props} />
    </QueryProvider>
  );
}

function Combobox({
  value,
  onChange,
  label,
  hideLabel = false,
  name,
  id,
  className,
  defaultText,
  autoFocus = false,
  listingType,
}: PlaceAutocompleteProps) {
  const t = useTranslations('places');
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const [text, setText] = useState(defaultText ?? value?.name ?? '');
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const suggestions = usePlaceSuggestions(text, open, listingType);
  const items = suggestions.items;

  const combobox = useCombobox<PlaceChoice>({
    items,
    inputId,
    labelId: `${generatedId}-label`,
    menuId: `${generatedId}-menu`,
    itemToString: (item) => item?.name ?? '',
    itemToKey: (item) => item?.slug,
    // The first suggestion is ready for Enter: typing "nedzarici" and Enter picks Nedžarići.
    defaultHighlightedIndex: 0,
    selectedItem: value,
    inputValue: text,
    onInputValueChange: ({ inputValue, type }) => {
      setText(inputValue);
      // Typing over a chosen place un-chooses it: the text no longer names it.
      if (type === useCombobox.stateChangeTypes.InputChange && value && inputValue !== value.name)
        onChange(null);
    },
    onSelectedItemChange: ({ selectedItem }) => onChange((selectedItem as PlaceSuggestion | null) ?? null),
    onIsOpenChange: ({ isOpen }) => setOpen(Boolean(isOpen)),
  });
  const { isOpen, highlightedIndex, getInputProps, getLabelProps, getMenuProps, getItemProps } = combobox;

  // Replacing a focused plain field: the focus, the caret at the end, and the list for what was typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as it appears.
  useEffect(() => {
    if (!autoFocus || !input.current) return;
    input.current.focus();
    input.current.setSelectionRange(text.length, text.length);
    if (text.trim() === '' || value) return;
    // As typing would: the list opens with its first suggestion ready for Enter.
    combobox.openMenu();
    combobox.setHighlightedIndex(0);
  }, []);
  const status = suggestionStatus(text, suggestions, isOpen);
  const statusText = status && t(status.key, status.values);
  const showList = isOpen && items.length > 0;

  return (
    <div className={clsx('relative', className)}>
      <label
        {...getLabelProps({ className: hideLabel ? 'sr-only' : 'block text-sm font-medium text-slate-800' })}
        htmlFor={inputId}
      >
        {label ?? t('label')}
      </label>
      <div className={clsx('relative', !hideLabel && 'mt-1.5')}>
        <input
          {...getInputProps({
            ref: input,
            // Expanded when the listbox shows (Downshift says open while there is nothing to list).
            'aria-expanded': showList,
            type: 'text',
            placeholder: t('placeholder'),
            autoComplete: 'off',
            spellCheck: false,
            // With nothing listed, Enter is the form's (a typed sentence is searched, issue 31):
            // Downshift would take it to pick a suggestion there is none of.
            onKeyDown: (event) => {
              if (event.key === 'Enter' && items.length === 0)
                (
                  event.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }
                ).preventDownshiftDefault = true;
            },
            className: clsx(
              inputClasses,
              'border-slate-300 pr-10 focus:border-brand-600 focus:outline-brand-600',
            ),
          })}
        />
        {text !== '' && (
          <button
            type="button"
            onClick={() => {
              combobox.reset();
              setText('');
              onChange(null);
            }}
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-900"
            aria-label={t('clear')}
          >
            <CloseIcon className="size-4" />
          </button>
        )}
      </div>
      {name && <input type="hidden" name={name} value={value?.slug ?? ''} />}
      <ul
        {...getMenuProps({
          hidden: !showList,
          className:
            'absolute z-30 mt-1 max-h-80 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg',
        })}
      >
        {isOpen &&
          items.map((item, index) => (
            <li
              key={item.slug}
              {...getItemProps({ item, index })}
              className={clsx(
                'flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2',
                highlightedIndex === index && 'bg-brand-50',
              )}
              data-testid="place-option"
            >
              <span className="min-w-0">
                <span className="block truncate font-medium text-slate-900">{item.name}</span>
                <span className="block truncate text-sm text-slate-600">
                  {[t(`kinds.${item.kind}`), item.parentName].filter(Boolean).join(' · ')}
                </span>
              </span>
              <span className="shrink-0 text-sm text-slate-600">
                {t('listings', { count: item.listings })}
              </span>
            </li>
          ))}
      </ul>
      {isOpen && items.length === 0 && statusText && (
        // Outside the listbox (it holds options only); the live region below announces it.
        <p
          className="absolute z-30 mt-1 w-full rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-600 shadow-lg"
          aria-hidden="true"
        >
          {statusText}
        </p>
      )}
      <p role="status" className="sr-only">
        {isOpen ? statusText : ''}
      </p>
    </div>
  );
}
