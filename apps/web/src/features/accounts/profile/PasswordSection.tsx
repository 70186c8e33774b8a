'use client';

import { updateMeRequest } from '@krov/contracts';
import { useTranslations } from 'next-intl';
import { useLanguage } from '@/i18n/use-language';
import { showServerErrors, useSchemaForm } from '@/shared/forms/use-schema-form';
import { Button } from '@/shared/ui/Button';
import { PasswordField } from '@/shared/ui/PasswordField';
import { NewPasswordFields } from '../NewPasswordFields';
import { ProfileSection } from './ProfileSection';
import { updateProfile } from './profile-update';

const empty = { currentPassword: '', newPassword: '', newPasswordConfirmation: '' };

/**
 * The password change: the current one is required (a wrong one answers Invalid on that field).
 * The api ends every other session and gives this browser fresh cookies, so the user stays in.
 */
export function PasswordSection() {
  const t = useTranslations('profile');
  const tFields = useTranslations('fields');
  const language = useLanguage();
  const form = useSchemaForm(updateMeRequest, { defaultValues: empty });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await updateProfile(
        {
          currentPassword: values.currentPassword,
          newPassword: values.newPassword,
          newPasswordConfirmation: values.newPasswordConfirmation,
        },
        t('updated'),
      );
      form.reset(empty);
    } catch (error) {
      showServerErrors(error, form, language);
    }
  });

  return (
    <ProfileSection id="password" title={t('password.title')} description={t('password.description')}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <PasswordField
          label={tFields('currentPassword')}
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <NewPasswordFields
          className="grid gap-4 sm:grid-cols-2"
          labels={{ password: tFields('newPassword'), confirmation: tFields('newPasswordConfirmation') }}
          password={form.register('newPassword')}
          confirmation={form.register('newPasswordConfirmation')}
          errors={{
            password: errors.newPassword?.message,
            confirmation: errors.newPasswordConfirmation?.message,
          }}
        />
        <Button type="submit" pending={isSubmitting}>
          {t('password.submit')}
        </Button>
      </form>
    </ProfileSection>
  );
}
