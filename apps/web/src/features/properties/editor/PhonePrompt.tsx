import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/shared/ui/Button';

/** docs/product/SPEC.md §6: publishing needs a verified phone number; this stands instead of the listing form. */
export function PhonePrompt() {
  const t = useTranslations('properties.phonePrompt');
  return (
    <section
      aria-labelledby="phone-prompt-title"
      data-testid="phone-prompt"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-6 text-amber-950"
    >
      <h2 id="phone-prompt-title" className="text-lg font-semibold">
        {t('title')}
      </h2>
      <p className="mt-2 text-sm">{t('text')}</p>
      <Link href="/verify-phone" className={buttonClasses('primary', 'md', 'mt-5')}>
        {t('action')}
      </Link>
    </section>
  );
}
