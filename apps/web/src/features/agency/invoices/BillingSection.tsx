'use client';

import type { AgencyBillingResponse } from '@krov/contracts';
import { type UseQueryResult, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useLanguage } from '@/i18n/use-language';
import { request } from '@/shared/api/client';
import { showServerErrors, useSchemaForm } from '@/shared/forms/use-schema-form';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { TextField } from '@/shared/ui/TextField';
import { toast } from '@/shared/ui/toast';
import { agencyKeys } from '../query-keys';
import { billingFormSchema, billingFormValues } from './billing-form';

/** The anchor the prompt's link leads to. */
export const billingSectionId = 'billing-details';

/**
 * The details the agency's invoices name it by (GET and PUT /api/users/me/agency/billing): legal
 * name, address, JIB and PDV number. Saved details replace the page's copy, so the prompt above the
 * invoices goes; invoices issued from then on carry them (decision 154).
 */
export function BillingSection({ billing }: { billing: UseQueryResult<AgencyBillingResponse> }) {
  const t = useTranslations('agency.billing');
  const tCommon = useTranslations('common');
  return (
    <section aria-labelledby={`${billingSectionId}-title`} className="space-y-5" id={billingSectionId}>
      <h2 id={`${billingSectionId}-title`} className="text-xl font-semibold text-slate-900">
        {t('title')}
      </h2>
      <p className="max-w-2xl text-slate-700">{t('text')}</p>
      {billing.isPending ? (
        <Spinner label={tCommon('loading')} className="size-6 text-slate-600" />
      ) : billing.isError ? (
        <div className="space-y-4 text-slate-700">
          <p>{t('loadFailed')}</p>
          <Button colour="secondary" onClick={() => void billing.refetch()}>
            {tCommon('tryAgain')}
          </Button>
        </div>
      ) : (
        <BillingForm billing={billing.data} />
      )}
    </section>
  );
}

function BillingForm({ billing }: { billing: AgencyBillingResponse }) {
  const t = useTranslations('agency.billing');
  const tFields = useTranslations('fields');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const form = useSchemaForm(billingFormSchema, { defaultValues: billingFormValues(billing) });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await request('updateMyAgencyBilling', { body });
      toast.success(t('saved'));
      form.reset(billingFormValues(saved));
      queryClient.setQueryData(agencyKeys.billing, saved);
    } catch (error) {
      // The api's field errors go on their fields; anything else was toasted by the api client.
      showServerErrors(error, form, language);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" data-testid="billing-form">
      <TextField
        label={tFields('legalName')}
        hint={t('legalNameHint')}
        autoComplete="organization"
        error={errors.legalName?.message}
        {...form.register('legalName')}
      />
      <TextField
        label={tFields('address')}
        hint={t('addressHint')}
        autoComplete="street-address"
        error={errors.address?.message}
        {...form.register('address')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={tFields('jib')}
          hint={t('jibHint')}
          inputMode="numeric"
          autoComplete="off"
          error={errors.jib?.message}
          {...form.register('jib')}
        />
        <TextField
          label={tFields('vatNumber')}
          hint={t('vatNumberHint')}
          inputMode="numeric"
          autoComplete="off"
          error={errors.vatNumber?.message}
          {...form.register('vatNumber')}
        />
      </div>
      <Button type="submit" size="lg" pending={isSubmitting}>
        {t('submit')}
      </Button>
    </form>
  );
}
