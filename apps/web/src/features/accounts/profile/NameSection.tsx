'use client';

import type { Me } from '@krov/contracts';
import { updateMeRequest } from '@krov/contracts';
import { useTranslations } from 'next-intl';
import { useLanguage } from '@/i18n/use-language';
import { showServerErrors, useSchemaForm } from '@/shared/forms/use-schema-form';
import { Button } from '@/shared/ui/Button';
import { TextField } from '@/shared/ui/TextField';
import { ProfileSection } from './ProfileSection';
import { updateProfile } from './profile-update';

export function NameSection({ user }: { user: Me }) {
  const t = useTranslations('profile');
  const tFields = useTranslations('fields');
  const tCommon = useTranslations('common');
  const language = useLanguage();
  const form = useSchemaForm(updateMeRequest, { defaultValues: { name: user.name } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ name }) => {
    try {
      const me = await updateProfile({ name }, t('updated'));
      form.reset({ name: me.name });
    } catch (error) {
      showServerErrors(error, form, language);
    }
  });

  return (
    <ProfileSection id="name" title={t('details.title')} description={t('details.description')}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <TextField
          label={tFields('name')}
          autoComplete="name"
          className="flex-1"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <Button type="submit" pending={isSubmitting} className="sm:mt-7">
          {tCommon('save')}
        </Button>
      </form>
    </ProfileSection>
  );
}
