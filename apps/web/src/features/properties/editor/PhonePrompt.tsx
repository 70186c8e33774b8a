import { useTranslations } from 'next-intl';
import { EditorPrompt } from './EditorPrompt';

/** docs/product/SPEC.md §6: publishing needs a verified phone number; this stands instead of the listing form. */
export function PhonePrompt() {
  const t = useTranslations('properties.phonePrompt');
  return (
    <EditorPrompt
      title={t('title')}
      text={t('text')}
      action={{ href: '/verify-phone', label: t('action') }}
      testId="phone-prompt"
    />
  );
}
