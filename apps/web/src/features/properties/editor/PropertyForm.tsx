'use client';

import {
  type Language,
  listingLimits,
  listingTypes,
  type PropertyResponse,
  propertyFeatures,
  propertyInput,
  propertyTypes,
} from '@krov/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { Controller, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { useLanguage } from '@/i18n/use-language';
import { isApiError } from '@/shared/api/api-error';
import { applyServerErrors } from '@/shared/forms/server-errors';
import { showKeyOnField, useSchemaForm } from '@/shared/forms/use-schema-form';
import { validationMessage } from '@/shared/forms/validation-message';
import { LocationPicker } from '@/shared/map/LocationPicker';
import { Button } from '@/shared/ui/Button';
import { TextArea } from '@/shared/ui/TextArea';
import { TextField } from '@/shared/ui/TextField';
import { toast } from '@/shared/ui/toast';
import { emptyFormValues, formValuesOf, type PropertyFormValues, parseNumberInput } from '../form-values';
import { propertiesApi } from '../properties-api';
import { propertyKeys } from '../query-keys';
import { FormSection, SegmentedChoice, ToggleChips, Unit } from './FormParts';

export interface PropertyFormProps {
  /** The saved listing (edit page); none for a new one. */
  listing?: PropertyResponse | undefined;
  /** A sold listing cannot change: everything is shown, nothing is editable. */
  readOnly?: boolean;
  /** After a successful save: created (then the page becomes its edit page) or updated. */
  onSaved(listing: PropertyResponse, created: boolean): void;
  onDirtyChange?(dirty: boolean): void;
  /** The api refused for want of a verified phone number: the page shows the prompt instead. */
  onPhoneNotVerified(): void;
}

const numberFields = [
  'size',
  'bedrooms',
  'bathrooms',
  'floor',
  'totalFloors',
  'constructionYear',
  'garden',
  'parkings',
  'price',
] as const;
type NumberField = (typeof numberFields)[number];

/**
 * The one form of /me/properties/new and /me/properties/{id}: validated by the contracts'
 * propertyInput (with the pin checked on its own field), in the page's language. Saving creates
 * the listing (POST) or updates it (PUT); the api's field errors land on the fields, a pin outside
 * the country (AddressNotValid) on the map as well as in the toast.
 */
export function PropertyForm({
  listing,
  readOnly = false,
  onSaved,
  onDirtyChange,
  onPhoneNotVerified,
}: PropertyFormProps) {
  const t = useTranslations('properties');
  const tFields = useTranslations('fields');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const form = useSchemaForm(propertyInput, {
    defaultValues: listing ? formValuesOf(listing) : emptyFormValues(),
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const description = form.watch('description') ?? '';
  const hidePriceHintId = useId();

  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  // The page may open with a copy kept from earlier and then get the api's: unless the user has
  // started typing, the form follows the newer listing (a save must not write back stale values).
  const shown = useRef(listing);
  useEffect(() => {
    if (!listing || listing === shown.current) return;
    shown.current = listing;
    if (!form.formState.isDirty) form.reset(formValuesOf(listing));
  }, [listing, form]);

  const onSubmit = form.handleSubmit(async (payload) => {
    try {
      const saved = listing
        ? await propertiesApi.update(listing.id, payload, { quietErrors: ['PhoneNumberNotVerified'] })
        : await propertiesApi.create(payload, { quietErrors: ['PhoneNumberNotVerified'] });
      queryClient.setQueryData(propertyKeys.detail(saved.id), saved);
      shown.current = saved;
      form.reset(formValuesOf(saved));
      toast.success(listing ? t('form.updated') : t('form.created'));
      onSaved(saved, !listing);
    } catch (error) {
      if (isApiError(error) && error.key === 'PhoneNumberNotVerified') {
        onPhoneNotVerified();
        return;
      }
      showPropertyErrors(error, form, language);
    }
  });

  const number = (name: NumberField) =>
    form.register(name, { setValueAs: (value: unknown) => parseNumberInput(value, language) });

  const numberField = (
    name: NumberField,
    label: string,
    extra: { unit?: string; hint?: string; integer?: boolean } = {},
  ) => (
    <TextField
      label={extra.unit ? `${label} (${extra.unit})` : label}
      inputMode={name === 'floor' ? 'text' : extra.integer ? 'numeric' : 'decimal'}
      autoComplete="off"
      hint={extra.hint}
      error={errors[name]?.message}
      trailing={extra.unit ? <Unit>{extra.unit}</Unit> : undefined}
      {...number(name)}
    />
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-0 sm:space-y-6" data-testid="property-form">
      <fieldset disabled={readOnly} className="min-w-0 space-y-0 sm:space-y-6">
        <FormSection title={t('form.basics')}>
          <div className="space-y-5">
            <SegmentedChoice
              legend={tFields('listingType')}
              options={listingTypes.map((value) => ({ value, label: t(`listingTypes.${value}`) }))}
              registration={form.register('listingType')}
              error={errors.listingType?.message}
            />
            <SegmentedChoice
              legend={tFields('propertyType')}
              options={propertyTypes.map((value) => ({ value, label: t(`propertyTypes.${value}`) }))}
              registration={form.register('propertyType')}
              error={errors.propertyType?.message}
            />
            <div className="max-w-56">{numberField('size', tFields('size'), { unit: 'm²' })}</div>
          </div>
        </FormSection>

        <FormSection title={t('form.details')}>
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {numberField('bedrooms', t('form.bedrooms'), { integer: true })}
            {numberField('bathrooms', t('form.bathrooms'), { integer: true })}
            {numberField('parkings', t('form.parkings'), { integer: true })}
            {numberField('floor', t('form.floor'), { integer: true, hint: t('form.floorHint') })}
            {numberField('totalFloors', t('form.totalFloors'), { integer: true })}
            {numberField('constructionYear', t('form.constructionYear'), { integer: true })}
            {numberField('garden', t('form.garden'), { unit: 'm²' })}
          </div>
        </FormSection>

        <FormSection title={t('form.priceSection')}>
          <div className="space-y-4">
            <div className="max-w-72">
              {numberField('price', t('form.price'), { unit: 'KM', hint: t('form.priceHint') })}
            </div>
            <label className="flex items-start gap-3">
              <input
                type="checkbox"
                className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-600"
                aria-describedby={hidePriceHintId}
                {...form.register('hidePrice')}
              />
              <span>
                <span className="block text-sm font-medium text-slate-800">{t('form.hidePrice')}</span>
                <span id={hidePriceHintId} className="block text-sm text-slate-600">
                  {t('form.hidePriceHint')}
                </span>
              </span>
            </label>
          </div>
        </FormSection>

        <FormSection title={t('form.featuresSection')}>
          <ToggleChips
            legend={t('form.featuresSection')}
            hint={t('form.featuresHint')}
            options={propertyFeatures.map((value) => ({ value, label: t(`features.${value}`) }))}
            registration={form.register('features')}
          />
        </FormSection>

        <FormSection title={t('form.descriptionSection')}>
          <TextArea
            label={t('form.description')}
            rows={8}
            maxLength={listingLimits.descriptionMax}
            error={errors.description?.message}
            counter={t('form.descriptionCount', {
              count: description.length,
              max: listingLimits.descriptionMax,
            })}
            {...form.register('description')}
          />
        </FormSection>

        <FormSection title={t('form.mediaSection')} testId="media-section">
          <div className="space-y-6">
            <TextField
              label={t('form.videoUrl')}
              type="url"
              inputMode="url"
              hint={t('form.videoUrlHint')}
              error={errors.videoUrl?.message}
              {...form.register('videoUrl')}
            />
            <TextField
              label={t('form.tourUrl')}
              type="url"
              inputMode="url"
              hint={t('form.tourUrlHint')}
              error={errors.tourUrl?.message}
              {...form.register('tourUrl')}
            />
          </div>
        </FormSection>

        <FormSection title={t('form.locationSection')} testId="location-section">
          <div className="space-y-6">
            <TextField
              label={tFields('address')}
              autoComplete="street-address"
              maxLength={listingLimits.addressMax}
              hint={t('form.addressHint')}
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
                  place={listing?.place.municipality.name}
                  readOnly={readOnly}
                  focusRef={field.ref}
                />
              )}
            />
          </div>
        </FormSection>
      </fieldset>

      {!readOnly && (
        <div className="flex flex-wrap items-center gap-4 pt-6 sm:pt-0">
          <Button type="submit" size="lg" pending={isSubmitting}>
            {listing ? t('form.update') : t('form.create')}
          </Button>
          {listing && isDirty && (
            <p className="text-sm text-slate-700" role="status">
              {t('form.unsaved')}
            </p>
          )}
        </div>
      )}
    </form>
  );
}

/**
 * The api's ValidationErrors onto the fields (a nested one such as location.lat onto its field),
 * and a pin outside Bosnia and Herzegovina (AddressNotValid, toasted by the api client) onto the map.
 */
function showPropertyErrors(
  error: unknown,
  form: UseFormReturn<PropertyFormValues, unknown, unknown>,
  language: Language,
): void {
  if (!isApiError(error)) return;
  if (error.validationErrors.length > 0) {
    const names = Object.keys(form.getValues());
    const unmapped = applyServerErrors(error, form.setError, names, language);
    const byLowerCase = new Map(names.map((name) => [name.toLowerCase(), name]));
    for (const entry of unmapped) {
      const name = byLowerCase.get(entry.field.split('.')[0]?.toLowerCase() ?? '');
      if (!name) continue;
      form.setError(name as FieldPath<PropertyFormValues>, {
        type: entry.error,
        message: validationMessage(language, { ...entry, field: name }),
      });
    }
    return;
  }
  showKeyOnField(error, form, { AddressNotValid: 'location' }, language);
}
