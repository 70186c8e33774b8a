/**
 * The rules of modal-style navigation (docs/product/SPEC.md §2), pure so they are tested one by one
 * (rules.test.ts). The mechanism (docs/decisions.md, "Web shell"): opening a page "as a modal"
 * pushes a history entry whose URL is the page's and whose state carries the flag
 * `krovModal: { href, background, document }`; the page underneath stays rendered, and the
 * ModalHost shows the registered component for that URL in a dialog. Closing goes back one entry,
 * which is the background's path and search. A reload or a shared link renders the page itself.
 */

export const modalStateKey = 'krovModal';

export interface ModalEntry {
  /** The path and search shown as a modal, e.g. /p/42?photo=3. */
  href: string;
  /** The path and search of the page underneath, where closing returns. */
  background: string;
  /** The page load that pushed the entry: entries of earlier loads (reload, restored tab) are ignored. */
  document: string;
}

export interface ModalHistoryState {
  [modalStateKey]: ModalEntry;
}

/** Identifies this page load; a modal entry is honoured only in the load that created it. */
export function newDocumentId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`;
}

/** The modal entry in a history state, when it belongs to this page load and to the current URL. */
export function readModalEntry(
  state: unknown,
  currentHref: string,
  documentId: string,
): ModalEntry | undefined {
  if (state === null || typeof state !== 'object') return undefined;
  const entry = (state as Partial<ModalHistoryState>)[modalStateKey];
  if (!entry || typeof entry !== 'object') return undefined;
  if (typeof entry.href !== 'string' || typeof entry.background !== 'string') return undefined;
  if (entry.document !== documentId || entry.href !== currentHref) return undefined;
  return entry;
}

/**
 * How to open `href` as a modal from the current location: from a normal page, push an entry over
 * it; from inside a modal, replace the modal's entry and keep its background, so closing always
 * lands on the page that was underneath.
 */
export function openModalStep(
  href: string,
  currentHref: string,
  current: ModalEntry | undefined,
  documentId: string,
): { mode: 'push' | 'replace'; state: ModalHistoryState } {
  const background = current ? current.background : currentHref;
  return {
    mode: current ? 'replace' : 'push',
    state: { [modalStateKey]: { href, background, document: documentId } },
  };
}

/** Scroll is not reset when the navigation is a modal or asks for noScroll (docs/product/SPEC.md §2). */
export function keepsScroll(flags: { modal?: boolean | undefined; noScroll?: boolean | undefined }): boolean {
  return Boolean(flags.modal || flags.noScroll);
}

export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/** Only a plain left click opens a modal: with a modifier or another target the browser does its own thing. */
export function isPlainLeftClick(event: ClickLike, target?: string | null): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  return !target || target === '_self';
}

/** `/p/:id` against `/p/42` → { id: '42' }; segments must match one for one. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | undefined {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of want.entries()) {
    const value = have[index] as string;
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1)] = decodeURIComponent(value);
      } catch {
        return undefined;
      }
    } else if (segment !== value) {
      return undefined;
    }
  }
  return params;
}

/** The path part of an href ('/p/1?x=2#y' → '/p/1'); only same-site paths ('/…') qualify. */
export function hrefPathname(href: string): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  return href.split(/[?#]/, 1)[0];
}

/** The first route whose pattern matches the href's path, with its params. */
export function matchModalRoute<Route extends { pattern: string }>(
  routes: readonly Route[],
  href: string,
): { route: Route; params: Record<string, string> } | undefined {
  const pathname = hrefPathname(href);
  if (pathname === undefined) return undefined;
  for (const route of routes) {
    const params = matchPattern(route.pattern, pathname);
    if (params) return { route, params };
  }
  return undefined;
}
