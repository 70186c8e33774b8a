'use client';

import { agencyLimits, type MyAgencyResponse, registerAuthorities } from '@krov/contracts';
import { useTranslations } from 'next-intl';
import { Controller } from 'react-hook-form';
import { useLanguage } from '@/i18n/use-language';
import { request } from '@/shared/api/client';
import { showServerErrors, useSchemaForm } from '@/shared/forms/use-schema-form';
import { LocationPicker } from '@/shared/map/LocationPicker';
import { Button } from '@/shared/ui/Button';
import { TextArea } from '@/shared/ui/TextArea';
import { TextField } from '@/shared/ui/TextField';
import { toast } from '@/shared/ui/toast';
import { agencyFormSchema, agencyFormValues, emptyAgencyForm, inFormFields } from './agency-form';

type Agency = NonNullable<MyAgencyResponse>;

/**
 * The agency's details: the request (no `agency`: POST /api/agencies, pending until an admin
 * approves it) or the owner's edit (PUT /api/users/me/agency), validated with the shared schema.
 */
export function AgencyForm({ agency, onSaved }: { agency?: Agency; onSaved(saved: Agency): void }) {
  const t = useTranslations('agency');
  const tFields = useTranslations('fields');
  const language = useLanguage();
  const form = useSchemaForm(agencyFormSchema, {
    defaultValues: agency ? agencyFormValues(agency) : emptyAgencyForm,
  });
  const { errors, isSubmitting } = form.formState;
  const description = form.watch('description') ?? '';

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = agency
        ? await request('updateAgency', { body })
        : await request('createAgency', { body });
      toast.success(agency ? t('mine.edit.done') : t('mine.create.done'));
      form.reset(agencyFormValues(saved));
      onSaved(saved);
    } catch (error) {
      showServerErrors(inFormFields(error), form, language);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" data-testid="agency-form">
      <TextField
        label={tFields('agencyName')}
        autoComplete="organization"
        error={errors.agencyName?.message}
        {...form.register('agencyName')}
      />
      <TextArea
        label={tFields('description')}
        rows={5}
        counter={t('form.descriptionCounter', {
          count: description.length,
          max: agencyLimits.descriptionMax,
        })}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <TextField
        label={tFields('address')}
        hint={t('form.addressHint')}
        autoComplete="street-address"
        error={errors.address?.message}
        {...form.register('address')}
      />
      <Controller
        control={form.control}
        name="location"
        render={({ field, fieldState }) => (
          <LocationPicker
            value={field.value}
            onChange={(location) => field.onChange(location)}
            error={fieldState.error?.message}
            focusRef={field.ref}
            texts={{ label: t('form.map.label'), hint: t('form.map.hint'), marker: t('form.map.marker') }}
          />
        )}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={tFields('phoneNumber')}
          type="tel"
          autoComplete="tel"
          error={errors.phoneNumber?.message}
          {...form.register('phoneNumber')}
        />
        <TextField
          label={tFields('email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
      </div>
      <TextField
        label={tFields('website')}
        type="url"
        inputMode="url"
        autoComplete="url"
        hint={t('form.websiteHint')}
        error={errors.website?.message}
        {...form.register('website')}
      />
      <fieldset className="space-y-2" aria-describedby="agency-register-hint">
        <legend className="text-sm font-medium text-slate-800">{tFields('registerAuthority')}</legend>
        <p id="agency-register-hint" className="text-sm text-slate-600">
          {t('form.registerHint')}
        </p>
        <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
          {registerAuthorities.map((authority) => (
            <label key={authority} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                value={authority}
                className="size-4 accent-brand-600"
                {...form.register('registerAuthority')}
              />
              {t(`authorities.${authority}`)}
            </label>
          ))}
        </div>
        {errors.registerAuthority?.message && (
          <p className="text-sm font-medium text-red-700">{errors.registerAuthority.message}</p>
        )}
      </fieldset>
      <TextField
        label={tFields('registerNumber')}
        error={errors.registerNumber?.message}
        {...form.register('registerNumber')}
      />
      <Button type="submit" size="lg" pending={isSubmitting}>
        {agency ? t('mine.edit.submit') : t('mine.create.submit')}
      </Button>
    </form>
  );
}
