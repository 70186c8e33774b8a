'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button, buttonClasses } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';

/** A list as a page loads it: still loading, failed (with a retry), or loaded with its items. */
export interface LoadedList {
  loaded: boolean;
  failed: boolean;
  retry(): void;
  items: readonly unknown[];
}

interface ListStatesProps {
  list: LoadedList;
  /** The list's own words: `loading`, `loadFailed`, `empty`, `browse`. */
  texts: { loading: string; loadFailed: string; empty: string; browse: string };
  /** Where the empty state's button leads. */
  browseHref: string;
  emptyTestId: string;
  /** The list itself, once it has items. */
  children: ReactNode;
}

/**
 * The states every "my …" list shows before its items (/me/saved, /me/searches): a spinner, the
 * failure with "Try again", or the empty state with a way to find something to keep.
 */
export function ListStates({ list, texts, browseHref, emptyTestId, children }: ListStatesProps) {
  const tCommon = useTranslations('common');
  if (!list.loaded && !list.failed) {
    return (
      <div className="flex min-h-40 items-center justify-center text-slate-600">
        <Spinner label={texts.loading} className="size-6" />
      </div>
    );
  }
  if (list.failed) {
    return (
      <div className="space-y-4 text-slate-700">
        <p>{texts.loadFailed}</p>
        <Button colour="secondary" onClick={list.retry}>
          {tCommon('tryAgain')}
        </Button>
      </div>
    );
  }
  if (list.items.length === 0) {
    return (
      <div
        className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center"
        data-testid={emptyTestId}
      >
        <p className="mx-auto max-w-xl text-slate-700">{texts.empty}</p>
        <Link href={browseHref} className={buttonClasses('primary', 'md', 'mt-5')}>
          {texts.browse}
        </Link>
      </div>
    );
  }
  return children;
}
