'use client';

import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { type ComponentType, useId, useRef, useState } from 'react';
import { inputClasses } from '../ui/TextField';
import type { PlaceAutocompleteProps } from './PlaceAutocomplete';

const loadAutocomplete = () => import('./PlaceAutocomplete');

/**
 * The place autocomplete for a page whose first load must stay light (the home page): a plain
 * field of the same look until someone is about to use it (a pointer over it, a touch, focus)
 * and the autocomplete's code (Downshift, its queries) has arrived; then the autocomplete in its
 * place, with what was typed meanwhile and the focus if the field had it. The plain field keeps
 * working until then: nothing typed is lost, and without the code the form still submits.
 */
export function LazyPlaceAutocomplete(props: Omit<PlaceAutocompleteProps, 'defaultText' | 'autoFocus'>) {
  const t = useTranslations('places');
  const generatedId = useId();
  const inputId = props.id ?? `${generatedId}-plain`;
  const [Autocomplete, setAutocomplete] = useState<ComponentType<PlaceAutocompleteProps> | null>(null);
  const [typed, setTyped] = useState(props.value?.name ?? '');
  const plainInput = useRef<HTMLInputElement>(null);
  const [focused, setFocused] = useState(false);
  const load = () => {
    void loadAutocomplete().then((module) => {
      setFocused(document.activeElement === plainInput.current);
      setAutocomplete(() => module.PlaceAutocomplete);
    });
  };

  const plain = (
    <div className={clsx('relative', props.className)}>
      <label
        htmlFor={inputId}
        className={props.hideLabel ? 'sr-only' : 'block text-sm font-medium text-slate-800'}
      >
        {props.label ?? t('label')}
      </label>
      <input
        ref={plainInput}
        id={inputId}
        type="text"
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="list"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('placeholder')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        className={clsx(
          inputClasses,
          !props.hideLabel && 'mt-1.5',
          'border-slate-300 pr-10 focus:border-brand-600 focus:outline-brand-600',
        )}
      />
    </div>
  );

  if (Autocomplete) return <Autocomplete {...props} defaultText={typed} autoFocus={focused} />;
  return (
    <div onPointerEnter={load} onTouchStart={load} onFocusCapture={load}>
      {plain}
    </div>
  );
}
