'use client';

import type { ListingType } from '@krov/contracts';
import { useRouter } from 'next/navigation';
import { type ReactNode, useState, useTransition } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { placeChoice, stateFromForm } from './form-state';
import { readWords } from './read-words';
import { resultsBarAttribute } from './results-bar-attribute';
import { type PlaceRef, searchHref } from './url-state';
import { readAnything, wordsHref } from './words-href';

/**
 * A plain GET form (the filters, the sort) that, once JavaScript runs, goes straight to the
 * search's short URL without a page load: the same mapping the server applies to the form's query
 * (form-state.ts). Typed text that is not a picked suggestion is first read as words (issue 31): a
 * sentence's filters make the search, its place the path; text the api reads nothing from goes to
 * the server as the form would send it, which looks the name up and redirects to that place's page.
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
  const [reading, setReading] = useState(false);
  const language = useLanguage();
  return (
    <form
      method="get"
      action={action}
      aria-label={label}
      aria-busy={pending || reading || undefined}
      className={className}
      onChange={autoSubmit ? (event) => event.currentTarget.requestSubmit() : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const query = new URLSearchParams();
        for (const [name, value] of new FormData(form))
          if (typeof value === 'string') query.append(name, value);
        const go = (href: string) => {
          // The filter panel folds away once applied: the results are what the visitor wants to see.
          // Scrolled down its long form to "Prikaži rezultate", they see the bar, the count, the
          // chips and the first result again (issue 27), not the middle of the old list.
          const panel = form.closest('details');
          if (panel) {
            panel.open = false;
            form.closest(`[${resultsBarAttribute}]`)?.scrollIntoView({ block: 'nearest' });
          }
          startTransition(() => router.push(href, { scroll: false }));
        };
        const choice = placeChoice(query, place);
        if (choice.kind !== 'typed') {
          const slug =
            choice.kind === 'chosen' ? choice.slug : choice.kind === 'same' ? (place?.slug ?? null) : null;
          return go(searchHref(listingType, slug, stateFromForm(query)));
        }
        // Typed, not picked: maybe a sentence ("trosoban stan na Dobrinji do 200.000 KM", issue 31).
        // Words the api cannot read at all go to the server's place lookup, as a typed name always did;
        // a failure (told by the client) leaves the form as typed.
        setReading(true);
        readWords(choice.text, language)
          .then((answer) =>
            go(
              readAnything(answer)
                ? wordsHref(answer, { listingType, state: stateFromForm(query) })
                : `${action}?${query}`,
            ),
          )
          .catch(() => undefined)
          .finally(() => setReading(false));
      }}
    >
      {children}
    </form>
  );
}
