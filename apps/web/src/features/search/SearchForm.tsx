'use client';

import type { ListingType } from '@krov/contracts';
import { useRouter } from 'next/navigation';
import { type ReactNode, useTransition } from 'react';
import { placeChoice, stateFromForm } from './form-state';
import { resultsBarAttribute } from './results-bar-attribute';
import { type PlaceRef, searchHref } from './url-state';

/**
 * A plain GET form (the filters, the sort) that, once JavaScript runs, goes straight to the
 * search's short URL without a page load: the same mapping the server applies to the form's query
 * (form-state.ts). A newly typed place goes to the server as the form would send it: the server
 * looks the name up and redirects to that place's page.
 */
export function SearchForm({
  action,
  listingType,
  place,
  autoSubmit = false,
  label,
  className,
  children,
}: {
  /** The current page's path (/buy, /rent/centar-sarajevo). */
  action: string;
  listingType: ListingType;
  /** The page's place (null: the whole country). */
  place: PlaceRef | null;
  /** Submit on every change (the sort's select). */
  autoSubmit?: boolean;
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <form
      method="get"
      action={action}
      aria-label={label}
      aria-busy={pending || undefined}
      className={className}
      onChange={autoSubmit ? (event) => event.currentTarget.requestSubmit() : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const query = new URLSearchParams();
        for (const [name, value] of new FormData(form))
          if (typeof value === 'string') query.append(name, value);
        const choice = placeChoice(query, place);
        const slug =
          choice.kind === 'chosen' ? choice.slug : choice.kind === 'same' ? (place?.slug ?? null) : null;
        const href =
          choice.kind === 'typed'
            ? `${action}?${query}`
            : searchHref(listingType, slug, stateFromForm(query));
        // The filter panel folds away once applied: the results are what the visitor wants to see.
        // Scrolled down its long form to "Prikaži rezultate", they see the bar, the count, the
        // chips and the first result again (issue 27), not the middle of the old list.
        const panel = form.closest('details');
        if (panel) {
          panel.open = false;
          form.closest(`[${resultsBarAttribute}]`)?.scrollIntoView({ block: 'nearest' });
        }
        startTransition(() => router.push(href, { scroll: false }));
      }}
    >
      {children}
    </form>
  );
}
