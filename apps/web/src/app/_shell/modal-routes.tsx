'use client';

import { lazy, type ReactNode, Suspense } from 'react';
import { PropertyModalPreview } from '@/features/property-page/PropertyModalPreview';
import { PropertyModalTitle } from '@/features/property-page/PropertyModalTitle';
import { ModalNavigation, type ModalRoute } from '@/shared/ui/modal-navigation/ModalNavigation';

/**
 * The pages that open as a modal over the current page when reached through a ModalLink or
 * navigate(href, { modal: true }). Add a route here with client components for its title and
 * content; the page itself (its page.tsx) still renders on a reload or a shared link.
 */
// A modal's content loads when someone is about to open it (a pointer over a link, a touch, focus),
// not with the list pages; until it has arrived the modal shows the card's preview.
const loadPropertyModal = () => import('@/features/property-page/PropertyModal');
const PropertyModalContent = lazy(() =>
  loadPropertyModal().then((module) => ({ default: module.PropertyModalContent })),
);

function PropertyModal({ params }: { params: Record<string, string> }) {
  return (
    <Suspense fallback={<PropertyModalPreview id={params.id ?? ''} />}>
      <PropertyModalContent params={params} />
    </Suspense>
  );
}

const modalRoutes: readonly ModalRoute[] = [
  {
    pattern: '/p/:id',
    Title: PropertyModalTitle,
    Content: PropertyModal,
    preload: () => void loadPropertyModal(),
    size: 'xl',
    hideTitle: true,
  },
];

export function SiteModalNavigation({ children }: { children: ReactNode }) {
  return <ModalNavigation routes={modalRoutes}>{children}</ModalNavigation>;
}
