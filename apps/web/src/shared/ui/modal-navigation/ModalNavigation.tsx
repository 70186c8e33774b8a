'use client';

import dynamic from 'next/dynamic';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import {
  type ComponentType,
  createContext,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import type { ModalProps } from '../Modal';
import {
  keepsScroll,
  type ModalEntry,
  matchModalRoute,
  modalStateKey,
  newDocumentId,
  openModalStep,
  readModalEntry,
} from './rules';

/** A page that can open as a modal: its URL pattern and the client components that render it there. */
export interface ModalRoute {
  /** e.g. '/p/:id' */
  pattern: string;
  /** The dialog's accessible name (shown as its heading unless the content has its own). */
  Title: ComponentType<{ params: Record<string, string> }>;
  Content: ComponentType<{ params: Record<string, string>; close: () => void }>;
  size?: ModalProps['size'];
  /** Hide the title visually (the content shows its own heading). */
  hideTitle?: boolean;
  /** Starts loading the content's code (called when someone is about to open the modal). */
  preload?: () => void;
}

export interface NavigateOptions {
  /** Open as a modal over the current page when a modal route matches; scroll is kept either way. */
  modal?: boolean;
  /** Keep the scroll position (docs/product/SPEC.md §2). */
  noScroll?: boolean;
  replace?: boolean;
}

interface ModalNavigationApi {
  routes: readonly ModalRoute[];
  /** The modal shown now, if any. */
  current: () => ModalEntry | undefined;
  openModal: (href: string) => boolean;
  /** Loads the code of the modal `href` would open, ahead of the press. */
  preloadModal: (href: string) => void;
  closeModal: () => void;
  navigate: (href: string, options?: NavigateOptions) => void;
}

// The dialog code loads with the first modal (or the first intent to open one), not with every page.
const loadModal = () => import('../Modal');
const Modal = dynamic(() => loadModal().then((module) => module.Modal), { ssr: false });

const ModalNavigationContext = createContext<ModalNavigationApi | null>(null);

const documentId = newDocumentId();
const listeners = new Set<() => void>();

function currentHref(): string {
  return `${window.location.pathname}${window.location.search}`;
}

function readCurrent(): ModalEntry | undefined {
  if (typeof window === 'undefined') return undefined;
  return readModalEntry(window.history.state, currentHref(), documentId);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** A string that changes whenever the shown modal does (useSyncExternalStore needs a stable snapshot). */
function snapshot(): string {
  const entry = readCurrent();
  return entry ? `${entry.href}\n${entry.background}` : '';
}

/**
 * Provides modal navigation to the page and shows the modal of the current history entry.
 * Mounted once by the site layout with the registered modal routes (app/_shell/modal-routes.tsx).
 */
export function ModalNavigation({
  routes,
  children,
}: {
  routes: readonly ModalRoute[];
  children: ReactNode;
}) {
  const router = useRouter();

  const openModal = useCallback(
    (href: string): boolean => {
      if (!matchModalRoute(routes, href)) return false;
      // Compare like with like: the browser's location is normalised and percent-encoded.
      const url = new URL(href, window.location.href);
      const target = `${url.pathname}${url.search}`;
      const step = openModalStep(target, currentHref(), readCurrent(), documentId);
      // Next patches pushState/replaceState: the entry keeps the page's router state and
      // usePathname follows the new URL, while the page underneath stays rendered.
      if (step.mode === 'push') window.history.pushState(step.state, '', href);
      else window.history.replaceState(step.state, '', href);
      notify();
      return true;
    },
    [routes],
  );

  const preloadModal = useCallback(
    (href: string) => {
      const match = matchModalRoute(routes, href);
      if (!match) return;
      void loadModal();
      match.route.preload?.();
    },
    [routes],
  );

  const closeModal = useCallback(() => {
    if (readCurrent()) window.history.back();
  }, []);

  const navigate = useCallback(
    (href: string, options: NavigateOptions = {}) => {
      if (options.modal && openModal(href)) return;
      const scroll = !keepsScroll(options);
      if (options.replace) router.replace(href, { scroll });
      else router.push(href, { scroll });
    },
    [openModal, router],
  );

  const api = useMemo<ModalNavigationApi>(
    () => ({ routes, current: readCurrent, openModal, preloadModal, closeModal, navigate }),
    [routes, openModal, preloadModal, closeModal, navigate],
  );

  return (
    <ModalNavigationContext value={api}>
      {children}
      {/* useSearchParams needs a Suspense boundary to keep the page static; the host renders nothing on the server. */}
      <Suspense fallback={null}>
        <ModalHost />
      </Suspense>
    </ModalNavigationContext>
  );
}

export function useModalNavigation(): ModalNavigationApi {
  const api = useContext(ModalNavigationContext);
  if (!api) throw new Error('useModalNavigation must be used inside <ModalNavigation>');
  return api;
}

function ModalHost() {
  const { routes, closeModal } = useModalNavigation();
  // Re-read on Next's own navigations too (a link or a login inside the modal leads to a full
  // page): after the commit, as Next writes the new history entry in it; read during the render,
  // the entry was still the modal's and the modal stayed over the new page.
  const pathname = usePathname();
  const search = useSearchParams().toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the navigation is the trigger, not an input.
  useEffect(() => notify(), [pathname, search]);
  const key = useSyncExternalStore(subscribe, snapshot, () => '');
  const href = key.split('\n', 1)[0] ?? '';
  const match = href ? matchModalRoute(routes, href) : undefined;
  if (!match) return null;
  const { Title, Content } = match.route;
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) closeModal();
      }}
      title={<Title params={match.params} />}
      hideTitle={match.route.hideTitle}
      size={match.route.size ?? 'lg'}
    >
      <Content key={href} params={match.params} close={closeModal} />
    </Modal>
  );
}

export { modalStateKey };
