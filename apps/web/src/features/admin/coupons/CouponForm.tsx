'use client';

import type { AdminCoupon, CreateCouponRequest } from '@krov/contracts';
import { useTranslations } from 'next-intl';
import type { FieldError } from 'react-hook-form';
import { useLanguage } from '@/i18n/use-language';
import { showServerErrors, useSchemaForm } from '@/shared/forms/use-schema-form';
import { Button } from '@/shared/ui/Button';
import { TextField } from '@/shared/ui/TextField';
import { toast } from '@/shared/ui/toast';
import { couponFormSchema, emptyCouponForm, inCouponFields } from './coupon-form';

/**
 * A new coupon: checked with the form's schema first, then by the api, whose field errors land
 * on the fields as the other forms show theirs. Two of them get words of their own: a code
 * already taken (the api's Invalid on `code`: codes are never reused) and a last day before the
 * first.
 */
export function CouponForm({ onCreate }: { onCreate(body: CreateCouponRequest): Promise<AdminCoupon> }) {
  const t = useTranslations('admin.coupons.form');
  const tFields = useTranslations('fields');
  const language = useLanguage();
  const form = useSchemaForm(couponFormSchema, { defaultValues: emptyCouponForm() });
  const { errors, isSubmitting } = form.formState;
  const kind = form.watch('kind');

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const created = await onCreate(body);
      toast.success(t('created', { code: created.code }));
      form.reset(emptyCouponForm());
    } catch (error) {
      showServerErrors(inCouponFields(error), form, language);
    }
  });

  const text = (error: FieldError | undefined, own: Record<string, string>) =>
    error ? (own[String(error.type)] ?? error.message) : undefined;

  return (
    <form noValidate onSubmit={onSubmit} className="max-w-2xl space-y-5" data-testid="admin-coupon-form">
      <TextField
        label={tFields('couponCode')}
        hint={t('codeHint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={text(errors.couponCode, { Invalid: t('codeTaken') })}
        {...form.register('couponCode')}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">{t('kind')}</legend>
        <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
          {(['percent', 'amount'] as const).map((each) => (
            <label key={each} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                value={each}
                className="size-4 accent-brand-600"
                {...form.register('kind')}
              />
              {t(`kinds.${each}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={tFields('discount')}
        hint={kind === 'amount' ? t('amountHint') : t('percentHint')}
        inputMode="decimal"
        autoComplete="off"
        error={errors.discount?.message}
        {...form.register('discount')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={tFields('validFrom')}
          type="date"
          hint={t('fromHint')}
          error={errors.validFrom?.message}
          {...form.register('validFrom')}
        />
        <TextField
          label={tFields('validUntil')}
          type="date"
          hint={t('untilHint')}
          error={text(errors.validUntil, { GreaterThan: t('untilBeforeFrom') })}
          {...form.register('validUntil')}
        />
      </div>
      <TextField
        label={tFields('maxUses')}
        hint={t('maxUsesHint')}
        inputMode="numeric"
        autoComplete="off"
        className="sm:max-w-xs"
        error={errors.maxUses?.message}
        {...form.register('maxUses')}
      />
      <Button type="submit" pending={isSubmitting}>
        {t('submit')}
      </Button>
    </form>
  );
}
