'use client';

import { type Me, updateMeRequest, verifyEmailCodeRequest } from '@krov/contracts';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { request } from '@/shared/api/client';
import { showServerErrors, useSchemaForm } from '@/shared/forms/use-schema-form';
import { toast } from '@/shared/ui/toast';
import { useResendCountdown } from '../code-timer';
import { reloadMe } from '../session';
import { CodeStepForm } from './CodeStepForm';
import { NewValueForm } from './NewValueForm';
import { ProfileSection } from './ProfileSection';
import { updateProfile } from './profile-update';
import { StatusBadge } from './StatusBadge';

/**
 * The e-mail change: PUT /api/users/me {email} keeps the new address pending and mails it a code;
 * POST /api/users/verify-email/verify-code {email, code} makes it the account's address.
 */
export function EmailSection({ user }: { user: Me }) {
  const t = useTranslations('profile');
  const language = useLanguage();
  const form = useSchemaForm(updateMeRequest, { defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await updateProfile({ email }, t('updated'));
      form.reset({ email: '' });
    } catch (error) {
      showServerErrors(error, form, language);
    }
  });

  return (
    <ProfileSection id="email" title={t('email.title')} description={t('email.description')}>
      <dl className="mb-5 text-sm">
        <dt className="font-medium text-slate-600">{t('email.current')}</dt>
        <dd className="mt-1 flex flex-wrap items-center gap-2 text-base text-slate-900">
          <span className="break-all">{user.email}</span>
          <StatusBadge
            verified={user.emailVerified}
            label={user.emailVerified ? t('status.verified') : t('status.notVerified')}
          />
        </dd>
      </dl>
      {user.pendingEmail && <EmailCodeStep key={user.pendingEmail} pendingEmail={user.pendingEmail} />}
      <NewValueForm
        label={t('email.newEmail')}
        type="email"
        autoComplete="email"
        field={form.register('email')}
        error={errors.email?.message}
        pending={isSubmitting}
        submitLabel={t('email.submit')}
        onSubmit={onSubmit}
      />
    </ProfileSection>
  );
}

function EmailCodeStep({ pendingEmail }: { pendingEmail: string }) {
  const t = useTranslations('profile.email');
  const language = useLanguage();
  const countdown = useResendCountdown(`change:${pendingEmail}`);
  const form = useSchemaForm(verifyEmailCodeRequest, { defaultValues: { email: pendingEmail, code: '' } });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => form.setFocus('code'), [form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await request('verifyEmailCode', { body: values });
    } catch (error) {
      showServerErrors(error, form, language);
      return;
    }
    toast.success(t('changed', { email: values.email }));
    await reloadMe().catch(() => undefined);
  });

  return (
    <CodeStepForm
      testId="email-code-step"
      notice={t('codeSent', { email: pendingEmail })}
      code={form.register('code')}
      codeError={errors.code?.message}
      pending={isSubmitting}
      submitLabel={t('verifySubmit')}
      onSubmit={onSubmit}
      resendRemaining={countdown.remaining}
      onResend={async () => {
        const sent = await request('resendEmailCode', { body: { email: pendingEmail } });
        countdown.start(sent.resendAfterSeconds);
        toast.info(t('resent', { email: pendingEmail }));
      }}
    >
      <input type="hidden" {...form.register('email')} />
    </CodeStepForm>
  );
}
