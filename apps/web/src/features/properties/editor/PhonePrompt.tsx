import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { withQuery } from '@/shared/navigation/safe-next-path';
import { EditorPrompt } from './EditorPrompt';

/**
 * docs/product/SPEC.md §6: publishing needs a verified phone number; this stands instead of the
 * listing form. Its link comes back to this editor once the number is verified (`next`).
 */
export function PhonePrompt() {
  const t = useTranslations('properties.phonePrompt');
  const [href, setHref] = useState('/verify-phone');
  useEffect(() => {
    setHref(withQuery('/verify-phone', { next: `${window.location.pathname}${window.location.search}` }));
  }, []);
  return (
    <EditorPrompt
      title={t('title')}
      text={t('text')}
      action={{ href, label: t('action') }}
      testId="phone-prompt"
    />
  );
}
