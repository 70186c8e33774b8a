'use client';

import { useTranslations } from 'next-intl';

/**
 * The listing modal's accessible name (the view inside has the listing's own heading). A module
 * of its own: the modal routes import it up front, the content only when a modal opens.
 */
export function PropertyModalTitle() {
  const t = useTranslations('propertyPage');
  return <>{t('modalTitle')}</>;
}
