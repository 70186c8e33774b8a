/**
 * The search map's box (SearchMap and LazySearchMap's placeholder, a module of its own so the
 * placeholder does not pull in Leaflet): on a phone the screen's whole width and height under the
 * header (the page's padding undone), on wider screens a framed box.
 */
export const searchMapBoxClasses =
  'relative -mx-4 h-[calc(100dvh-var(--spacing-header))] min-h-96 overflow-hidden border-y border-slate-200 bg-slate-200 sm:mx-0 sm:h-[70vh] sm:w-full sm:rounded-2xl sm:border';
