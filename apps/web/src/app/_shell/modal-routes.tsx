'use client';

import type { ReactNode } from 'react';
import { PropertyModalContent, PropertyModalTitle } from '../../features/property-page/PropertyModal';
import { ModalNavigation, type ModalRoute } from '../../shared/ui/modal-navigation/ModalNavigation';

/**
 * The pages that open as a modal over the current page when reached through a ModalLink or
 * navigate(href, { modal: true }). Add a route here with client components for its title and
 * content; the page itself (its page.tsx) still renders on a reload or a shared link.
 */
const modalRoutes: readonly ModalRoute[] = [
  {
    pattern: '/p/:id',
    Title: PropertyModalTitle,
    Content: PropertyModalContent,
    size: 'xl',
    hideTitle: true,
  },
];

export function SiteModalNavigation({ children }: { children: ReactNode }) {
  return <ModalNavigation routes={modalRoutes}>{children}</ModalNavigation>;
}
