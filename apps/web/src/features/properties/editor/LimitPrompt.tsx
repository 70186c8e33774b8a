import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/shared/ui/Button';

/**
 * Stands instead of the new listing's form when the owner has no room under their limit
 * (PropertyLimit), with the numbers: said before the form is filled, as the phone prompt is.
 */
export function LimitPrompt({ used, max }: { used: number; max: number }) {
  const t = useTranslations('properties.limitPrompt');
  return (
    <section
      aria-labelledby="limit-prompt-title"
      data-testid="limit-prompt"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-6 text-amber-950"
    >
      <h2 id="limit-prompt-title" className="text-lg font-semibold">
        {t('title', { max })}
      </h2>
      <p className="mt-2 text-sm">{t('text', { max, used })}</p>
      <Link href="/me/properties" className={buttonClasses('primary', 'md', 'mt-5')}>
        {t('action')}
      </Link>
    </section>
  );
}
