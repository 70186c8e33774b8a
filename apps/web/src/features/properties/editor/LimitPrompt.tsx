import { useTranslations } from 'next-intl';
import { EditorPrompt } from './EditorPrompt';

/**
 * Stands instead of the new listing's form when the owner has no room under their limit
 * (PropertyLimit), with the numbers: said before the form is filled, as the phone prompt is.
 */
export function LimitPrompt({ used, max }: { used: number; max: number }) {
  const t = useTranslations('properties.limitPrompt');
  return (
    <EditorPrompt
      title={t('title', { max })}
      text={t('text', { max, used })}
      action={{ href: '/me/properties', label: t('action') }}
      testId="limit-prompt"
    />
  );
}
