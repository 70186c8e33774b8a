'use client';

import { couponRequest } from '@krov/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { formatKm } from '@/shared/format/format-price';
import { showKeyOnField, showServerErrors, useSchemaForm } from '@/shared/forms/use-schema-form';
import { Button } from '@/shared/ui/Button';
import { TextField } from '@/shared/ui/TextField';
import { toast } from '@/shared/ui/toast';
import { type Order, paymentsApi } from './payments-api';
import { paymentKeys } from './query-keys';

/**
 * The order's coupon (PUT / DELETE /api/orders/{id}/coupon): a code to apply, or the one applied
 * with what it takes off and "Remove". The api answers the repriced order, which replaces the
 * page's copy. A code the api does not take (unknown, expired, used up, used before) is
 * CouponNotFound: its text goes on the field as well as in the api client's toast (SPEC §8), as
 * the account forms show theirs. `locked`: the order is at the provider, its amount fixed.
 */
export function CouponField({ order, locked }: { order: Order; locked: boolean }) {
  const t = useTranslations('payment.coupon');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState(false);
  const form = useSchemaForm(couponRequest, { defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;
  const replace = (next: Order) => queryClient.setQueryData(paymentKeys.order(order.id), next);

  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      replace(await paymentsApi.applyCoupon(order.id, code));
      form.reset({ code: '' });
      toast.success(t('applied'));
    } catch (error) {
      if (!showServerErrors(error, form, language)) {
        showKeyOnField(error, form, { CouponNotFound: 'code' }, language);
      }
    }
  });

  const remove = async () => {
    setRemoving(true);
    try {
      replace(await paymentsApi.removeCoupon(order.id));
      toast.success(t('removed'));
    } catch {
      // toasted by the api client; the order as it was stays on screen
    } finally {
      setRemoving(false);
    }
  };

  const { coupon } = order;
  if (coupon) {
    const off =
      coupon.percentOff !== null
        ? t('percentOff', { code: coupon.code, percent: coupon.percentOff })
        : t('amountOff', { code: coupon.code, amount: formatKm(coupon.amountOff ?? 0, language) });
    return (
      <div
        className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-emerald-50 px-4 py-3"
        data-testid="coupon-applied"
      >
        <p className="text-sm font-medium text-emerald-950">{off}</p>
        {!locked && (
          <Button
            colour="tertiary"
            size="sm"
            pending={removing}
            onClick={() => void remove()}
            aria-label={t('removeNamed', { code: coupon.code })}
          >
            {t('remove')}
          </Button>
        )}
      </div>
    );
  }
  if (locked) return null;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
      data-testid="coupon-form"
    >
      <TextField
        className="flex-1"
        label={t('label')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={errors.code?.message}
        {...form.register('code')}
      />
      <Button type="submit" colour="secondary" className="sm:mt-7" pending={isSubmitting}>
        {t('apply')}
      </Button>
    </form>
  );
}
