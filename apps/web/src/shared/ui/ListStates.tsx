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

/** A list read a page at a time (`useCursorList`): whether there is more, and loading it. */
export interface MoreList {
  hasMore: boolean;
  loadingMore: boolean;
  loadMore(): void;
}

interface ListStatesProps {
  list: LoadedList;
  /** The list's own words; `loading` defaults to the common "Loading…". */
  texts: { loading?: string; loadFailed: string; empty: string; browse?: string };
  /**
   * Where the empty state's button leads (the "my …" lists: a way to find something to keep).
   * Without it the states are the compact ones of /admin's sections: the empty state is a line.
   */
  browseHref?: string;
  emptyTestId: string;
  /** The list itself, once it has items. */
  children: ReactNode;
}

/**
 * The states every list shows before its items (/me/saved, /me/orders, /admin's sections…): a
 * spinner, the failure with "Try again", or the empty state.
 */
export function ListStates({ list, texts, browseHref, emptyTestId, children }: ListStatesProps) {
  const tCommon = useTranslations('common');
  const compact = browseHref === undefined;
  if (!list.loaded && !list.failed) {
    const spinner = <Spinner label={texts.loading ?? tCommon('loading')} className="size-6" />;
    if (compact) return spinner;
    return <div className="flex min-h-40 items-center justify-center text-slate-600">{spinner}</div>;
  }
  if (list.failed) {
    return (
      <div className={compact ? 'space-y-3 text-slate-700' : 'space-y-4 text-slate-700'}>
        <p>{texts.loadFailed}</p>
        <Button colour="secondary" onClick={list.retry}>
          {tCommon('tryAgain')}
        </Button>
      </div>
    );
  }
  if (list.items.length === 0) {
    if (compact) {
      return (
        <p className="text-slate-700" data-testid={emptyTestId}>
          {texts.empty}
        </p>
      );
    }
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

/**
 * A list's "Show more" while the api has another page, busy while it loads; in a box of
 * `className` when given (centred under cards, padded under a side list).
 */
export function MoreButton({
  list,
  label,
  className,
  fullWidth,
}: {
  list: MoreList;
  label: string;
  className?: string;
  fullWidth?: boolean;
}) {
  if (!list.hasMore) return null;
  const button = (
    <Button colour="secondary" fullWidth={fullWidth} pending={list.loadingMore} onClick={list.loadMore}>
      {label}
    </Button>
  );
  return className ? <div className={className}>{button}</div> : button;
}
