import { clsx } from 'clsx';

/**
 * The look of a control in the search's bar (filter, sort, map, save): a 44 px outlined button
 * that shares the phone's row equally with the others and takes its own width on a desktop.
 */
export function barButtonClasses(extra?: string | false): string {
  return clsx(
    'inline-flex h-11 w-full min-w-0 cursor-pointer select-none items-center justify-center gap-1.5 whitespace-nowrap rounded-lg border border-slate-300 bg-white px-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 sm:w-auto sm:px-3',
    extra,
  );
}
