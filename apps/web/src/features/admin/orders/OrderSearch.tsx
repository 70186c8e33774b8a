'use client';

import { orderStatuses } from '@krov/contracts';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/shared/ui/Button';
import { inputClasses, TextField } from '@/shared/ui/TextField';
import type { OrderFilter } from './use-admin-orders';

/**
 * The orders' search: an order's number (its first characters are enough) or a buyer's e-mail,
 * applied with "Search", and the status, applied as soon as it is chosen (with the text as typed).
 */
export function OrderSearch({
  filter,
  onChange,
}: {
  filter: OrderFilter;
  onChange(next: OrderFilter): void;
}) {
  const t = useTranslations('admin.orders');
  const statusId = useId();
  const [text, setText] = useState(filter.q);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filter, q: text.trim() });
  };

  return (
    <search aria-label={t('searchLabel')}>
      <form
        onSubmit={submit}
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
        data-testid="admin-order-search"
      >
        <TextField
          className="flex-1"
          type="search"
          label={t('search')}
          hint={t('searchHint')}
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <div className="space-y-1.5">
          <label htmlFor={statusId} className="block text-sm font-medium text-slate-800">
            {t('status')}
          </label>
          <select
            id={statusId}
            value={filter.status}
            onChange={(event) =>
              onChange({ status: event.target.value as OrderFilter['status'], q: text.trim() })
            }
            className={`${inputClasses} border-slate-300 focus:border-brand-600 focus:outline-brand-600 sm:w-48`}
          >
            <option value="">{t('allStatuses')}</option>
            {orderStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`statuses.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" colour="secondary" className="sm:mt-7">
          {t('searchButton')}
        </Button>
      </form>
    </search>
  );
}
