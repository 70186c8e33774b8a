'use client';

import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { PropertyModalTitle } from '@/features/property-page/PropertyModalTitle';
import { ModalNavigation, type ModalRoute } from '@/shared/ui/modal-navigation/ModalNavigation';

/**
 * The pages that open as a modal over the current page when reached through a ModalLink or
 * navigate(href, { modal: true }). Add a route here with client components for its title and
 * content; the page itself (its page.tsx) still renders on a reload or a shared link.
 */
// A modal's content loads when it opens: the list pages do not carry the listing view.
const PropertyModalContent = dynamic<{ params: Record<string, string>; close: () => void }>(
  () => import('@/features/property-page/PropertyModal').then((module) => module.PropertyModalContent),
  { ssr: false },
);

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
