'use client';

import type { PropertyQualityResponse } from '@krov/contracts';
import { useTranslations } from 'next-intl';
import { useId } from 'react';

/**
 * A listing's quality score for its owner (issue 29, decision 233): the score as a meter and the
 * fixes that would raise it, each with its points, the largest first. `compact` (My properties'
 * card) folds the fixes under a disclosure; the editor shows them open.
 */
export function ListingQuality({
  quality,
  compact = false,
}: {
  quality: PropertyQualityResponse;
  /** On a card (its title an h2, this an h3), the fixes folded; in the editor an h2 beside its sections. */
  compact?: boolean;
}) {
  const Heading = compact ? 'h3' : 'h2';
  const t = useTranslations('properties.quality');
  const labelId = useId();
  const fixes = [...quality.fixes].sort((a, b) => b.points - a.points);
  const tone = quality.score >= 80 ? 'bg-emerald-600' : quality.score >= 50 ? 'bg-amber-500' : 'bg-rose-600';
  const list = (
    <ul className="mt-2 space-y-1 text-sm text-slate-700" data-testid="quality-fixes">
      {fixes.map((fix) => (
        <li key={fix.key} className="flex items-baseline justify-between gap-3" data-fix={fix.key}>
          <span>{t(`fixes.${fix.key}`)}</span>
          <span className="font-semibold whitespace-nowrap text-slate-900">
            {t('points', { points: fix.points })}
          </span>
        </li>
      ))}
    </ul>
  );
  return (
    <section
      aria-labelledby={labelId}
      data-testid="listing-quality"
      data-score={quality.score}
      className={compact ? 'text-sm' : 'rounded-xl border border-slate-200 bg-white p-4 sm:p-5'}
    >
      <div className="flex items-center gap-3">
        <Heading id={labelId} className="font-medium text-slate-800">
          {t('title')}
        </Heading>
        <meter
          min={0}
          max={100}
          low={50}
          high={80}
          optimum={100}
          value={quality.score}
          aria-labelledby={labelId}
          className="sr-only"
        />
        <div className="h-2 w-24 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
          <div className={`h-full ${tone}`} style={{ width: `${quality.score}%` }} />
        </div>
        <span className="font-semibold text-slate-900" data-testid="quality-score">
          {t('score', { score: quality.score })}
        </span>
      </div>
      {fixes.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">{t('complete')}</p>
      ) : compact ? (
        <details className="mt-1">
          <summary className="cursor-pointer text-sm font-medium text-brand-700">{t('howToRaise')}</summary>
          {list}
        </details>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">{t('why')}</p>
          {list}
        </>
      )}
    </section>
  );
}
