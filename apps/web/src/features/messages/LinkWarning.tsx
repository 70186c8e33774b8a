'use client';

import type { SuspiciousLink } from '@krov/contracts';
import { useTranslations } from 'next-intl';

/**
 * Why a message's link is suspicious (issue 30 point 3, decision 235): which brand its address
 * imitates and that brand's real address, or that it mixes alphabets; then what to do. Shown to
 * the reader above the message's safety tips, in red where they are amber: it is a warning about
 * this link, not a general tip.
 */
export function LinkWarning({ link }: { link: SuspiciousLink }) {
  const t = useTranslations('chat.linkWarning');
  return (
    <aside
      className="max-w-[85%] rounded-xl border border-red-300 bg-red-50 px-3 py-2 text-xs text-red-950 sm:max-w-[75%]"
      data-testid="link-warning"
      aria-label={t('title')}
    >
      <p className="flex items-center gap-1.5 font-semibold">
        <svg viewBox="0 0 20 20" className="h-4 w-4 shrink-0" aria-hidden="true" fill="currentColor">
          <path d="M10 2 1 18h18L10 2Zm-1 6h2v5H9V8Zm0 6h2v2H9v-2Z" />
        </svg>
        {t('title')}
      </p>
      <p className="mt-0.5 break-words">
        {link.imitates
          ? t('imitates', {
              host: link.host,
              name: link.imitates.name,
              domain: link.imitates.domain,
              kind: t(`kinds.${link.imitates.kind}`),
            })
          : t('mixed', { host: link.host })}
      </p>
      <p className="mt-0.5 font-medium">{t('advice')}</p>
    </aside>
  );
}
