'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { formatKm } from '@/shared/format/format-price';
import {
  defaultMortgage,
  monthlyPayment,
  mortgageInputsOf,
  mortgageLimits,
  mortgageParams,
} from './mortgage';

/**
 * A mortgage calculator on a sale listing (issue 31, point 5): amount, years and rate, the monthly
 * payment at once; the inputs live in the URL, so a shared link shows the same sum.
 */
export function MortgageCalculator({ price }: { price: number | null }) {
  const t = useTranslations('propertyPage.mortgage');
  const language = useLanguage();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const id = useId();
  const inputs = mortgageInputsOf(new URLSearchParams(params.toString()), defaultMortgage(price));
  const monthly = monthlyPayment(inputs);
  const interest = monthly * inputs.years * 12 - inputs.amount;

  const set = (name: string, value: string) => {
    const next = new URLSearchParams(params.toString());
    next.set(name, value);
    router.replace(`${pathname}?${next.toString()}`, { scroll: false });
  };
  const field = (name: string, label: string, value: number, min: number, max: number, step: string) => (
    <label className="flex flex-col gap-1 text-sm font-medium text-slate-800" htmlFor={`${id}-${name}`}>
      {label}
      <input
        id={`${id}-${name}`}
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={step}
        defaultValue={value}
        onChange={(event) => set(name, event.target.value)}
        className="h-11 rounded-lg border border-slate-300 px-3 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      />
    </label>
  );
  return (
    <div className="rounded-2xl border border-slate-200 p-4" data-testid="mortgage">
      <div className="grid gap-3 sm:grid-cols-3">
        {field(mortgageParams.amount, t('amount'), inputs.amount, 1, mortgageLimits.amountMax, '1000')}
        {field(
          mortgageParams.years,
          t('years'),
          inputs.years,
          mortgageLimits.yearsMin,
          mortgageLimits.yearsMax,
          '1',
        )}
        {field(mortgageParams.rate, t('rate'), inputs.ratePct, 0, mortgageLimits.rateMax, '0.1')}
      </div>
      <p className="mt-4 text-lg text-slate-900" aria-live="polite" data-testid="mortgage-monthly">
        {t('monthly', { amount: formatKm(Math.round(monthly), language) })}
      </p>
      <p className="text-sm text-slate-600">
        {t('interest', { amount: formatKm(Math.round(interest), language), years: inputs.years })}
      </p>
      <p className="mt-2 text-xs text-slate-600">{t('hint')}</p>
    </div>
  );
}
