'use client';

import { type Me, updateMeRequest, verifyPhoneCodeRequest } from '@krov/contracts';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { request } from '@/shared/api/client';
import { showKeyOnField, showServerErrors, useSchemaForm } from '@/shared/forms/use-schema-form';
import { buttonClasses } from '@/shared/ui/Button';
import { toast } from '@/shared/ui/toast';
import { useResendCountdown } from '../code-timer';
import { reloadMe } from '../session';
import { CodeStepForm } from './CodeStepForm';
import { NewValueForm } from './NewValueForm';
import { ProfileSection } from './ProfileSection';
import { updateProfile } from './profile-update';
import { StatusBadge } from './StatusBadge';

/**
 * The phone change: PUT /api/users/me {phoneNumber} texts the new number a code (a verified number
 * stays until the new one is confirmed; an unverified one is simply replaced), then
 * POST /api/users/verify-phone-number/verify-code {code}, then reload me (docs/product/SPEC.md §7).
 */
export function PhoneSection({ user }: { user: Me }) {
  const t = useTranslations('profile');
  const language = useLanguage();
  /** The number a code was just sent to by a change of an unverified number (no pending state then). */
  const [changedTo, setChangedTo] = useState<string | null>(null);
  const form = useSchemaForm(updateMeRequest, { defaultValues: { phoneNumber: '' } });
  const { errors, isSubmitting } = form.formState;
  const codeTarget =
    user.pendingPhoneNumber ??
    (changedTo && changedTo === user.phoneNumber && !user.phoneNumberVerified ? changedTo : null);

  const onSubmit = form.handleSubmit(async ({ phoneNumber }) => {
    try {
      await updateProfile({ phoneNumber }, t('updated'));
      setChangedTo(phoneNumber ?? null);
      form.reset({ phoneNumber: '' });
    } catch (error) {
      if (!showServerErrors(error, form, language))
        showKeyOnField(error, form, { PhoneNumberAlreadyInUse: 'phoneNumber' }, language);
    }
  });

  return (
    <ProfileSection id="phone" title={t('phone.title')} description={t('phone.description')}>
      <dl className="mb-5 text-sm">
        <dt className="font-medium text-slate-600">{t('phone.current')}</dt>
        <dd className="mt-1 flex flex-wrap items-center gap-2 text-base text-slate-900">
          {user.phoneNumber ? (
            <>
              <span>{user.phoneNumber}</span>
              <StatusBadge
                verified={user.phoneNumberVerified}
                label={user.phoneNumberVerified ? t('status.verified') : t('status.notVerified')}
              />
              {!user.phoneNumberVerified && !codeTarget && (
                <Link href="/verify-phone" className={buttonClasses('secondaryLight', 'sm')}>
                  {t('phone.verifyNow')}
                </Link>
              )}
            </>
          ) : (
            <span className="text-slate-600">{t('phone.none')}</span>
          )}
        </dd>
      </dl>
      {codeTarget && (
        <PhoneCodeStep key={codeTarget} target={codeTarget} onVerified={() => setChangedTo(null)} />
      )}
      <NewValueForm
        label={t('phone.newPhone')}
        type="tel"
        autoComplete="tel"
        field={form.register('phoneNumber')}
        error={errors.phoneNumber?.message}
        pending={isSubmitting}
        submitLabel={t('phone.submit')}
        onSubmit={onSubmit}
      />
    </ProfileSection>
  );
}

function PhoneCodeStep({ target, onVerified }: { target: string; onVerified(): void }) {
  const t = useTranslations('profile.phone');
  const language = useLanguage();
  const countdown = useResendCountdown(`sms:${target}`);
  const form = useSchemaForm(verifyPhoneCodeRequest, { defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => form.setFocus('code'), [form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await request('verifyPhoneCode', { body: values });
    } catch (error) {
      showServerErrors(error, form, language);
      return;
    }
    toast.success(t('changed', { phone: target }));
    await reloadMe().catch(() => undefined);
    onVerified();
  });

  return (
    <CodeStepForm
      testId="phone-code-step"
      notice={t('codeSent', { phone: target })}
      code={form.register('code')}
      codeError={errors.code?.message}
      pending={isSubmitting}
      submitLabel={t('verifySubmit')}
      onSubmit={onSubmit}
      resendRemaining={countdown.remaining}
      onResend={async () => {
        const sent = await request('requestPhoneCode', { body: { phoneNumber: target } });
        countdown.start(sent.resendAfterSeconds);
        toast.info(t('resent', { phone: target }));
      }}
    />
  );
}
