'use client';

import {
  forgotPasswordRequest,
  forgotPasswordVerifyCodeRequest,
  resetPasswordRequest,
} from '@krov/contracts';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useState } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { request } from '@/shared/api/client';
import { showKeyOnField, showServerErrors, useSchemaForm } from '@/shared/forms/use-schema-form';
import { Button } from '@/shared/ui/Button';
import { TextField } from '@/shared/ui/TextField';
import { toast } from '@/shared/ui/toast';
import { CodeField } from './CodeField';
import { useResendCountdown } from './code-timer';
import { NewPasswordFields } from './NewPasswordFields';
import { Notice } from './Notice';
import { loginPathWithEmail } from './pending-login';
import { ResendCode } from './ResendCode';

type Step = 1 | 2 | 3;
const totalSteps = 3;

/**
 * /forgot-password in three steps: the e-mail (a code is sent), the code (checked, not used),
 * the new password with the code (every session ends); then a toast and /login with the address.
 */
export function ForgotPasswordFlow() {
  const t = useTranslations('accounts.forgotPassword');
  const [step, setStep] = useState<Step>(1);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const countdown = useResendCountdown(email ? `reset:${email}` : null);

  async function requestCode(address: string): Promise<void> {
    const sent = await request('forgotPassword', { body: { email: address } });
    countdown.start(sent.resendAfterSeconds);
  }

  return (
    <div className="space-y-5">
      <p className="text-sm font-semibold text-brand-700">{t('step', { step, total: totalSteps })}</p>
      {step === 1 && (
        <RequestStep
          defaultEmail={email}
          onSent={async (address) => {
            setEmail(address);
            setStep(2);
          }}
          requestCode={requestCode}
        />
      )}
      {step === 2 && (
        <CodeStep
          email={email}
          onChecked={(checked) => {
            setCode(checked);
            setStep(3);
          }}
          onOtherEmail={() => setStep(1)}
          resend={
            <ResendCode
              remaining={countdown.remaining}
              onResend={async () => {
                await requestCode(email);
                toast.info(t('resent', { email }));
              }}
            />
          }
        />
      )}
      {step === 3 && <PasswordStep email={email} code={code} />}
    </div>
  );
}

function RequestStep({
  defaultEmail,
  requestCode,
  onSent,
}: {
  defaultEmail: string;
  requestCode(email: string): Promise<void>;
  onSent(email: string): void;
}) {
  const t = useTranslations('accounts.forgotPassword');
  const tFields = useTranslations('fields');
  const language = useLanguage();
  const form = useSchemaForm(forgotPasswordRequest, { defaultValues: { email: defaultEmail } });
  const { errors, isSubmitting } = form.formState;

  // The address the login form held (?email=…), so it is not typed twice.
  useEffect(() => {
    const carried = new URLSearchParams(window.location.search).get('email');
    if (!defaultEmail && carried) form.setValue('email', carried);
  }, [form, defaultEmail]);

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await requestCode(email);
      onSent(email);
    } catch (error) {
      showServerErrors(error, form, language);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <p className="text-slate-700">{t('requestDescription')}</p>
      <TextField
        label={tFields('email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" fullWidth size="lg" pending={isSubmitting}>
        {t('requestSubmit')}
      </Button>
    </form>
  );
}

function CodeStep({
  email,
  onChecked,
  onOtherEmail,
  resend,
}: {
  email: string;
  onChecked(code: string): void;
  onOtherEmail(): void;
  resend: ReactNode;
}) {
  const t = useTranslations('accounts.forgotPassword');
  const language = useLanguage();
  const form = useSchemaForm(forgotPasswordVerifyCodeRequest, { defaultValues: { email, code: '' } });
  const { errors, isSubmitting } = form.formState;

  // The step replaces the previous one: the focus goes where the next thing is typed.
  useEffect(() => form.setFocus('code'), [form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await request('checkPasswordResetCode', { body: values });
      onChecked(values.code);
    } catch (error) {
      // A wrong code marks the code field too, not only the toast.
      if (!showServerErrors(error, form, language))
        showKeyOnField(error, form, { InvalidOrExpiredCode: 'code' }, language);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <Notice>{t('codeDescription', { email })}</Notice>
      <input type="hidden" {...form.register('email')} />
      <CodeField error={errors.code?.message} {...form.register('code')} />
      <Button type="submit" fullWidth size="lg" pending={isSubmitting}>
        {t('codeSubmit')}
      </Button>
      {resend}
      <Button colour="tertiary" size="sm" className="px-2" onClick={onOtherEmail}>
        {t('otherEmail')}
      </Button>
    </form>
  );
}

function PasswordStep({ email, code }: { email: string; code: string }) {
  const t = useTranslations('accounts.forgotPassword');
  const tFields = useTranslations('fields');
  const language = useLanguage();
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  const form = useSchemaForm(resetPasswordRequest, {
    defaultValues: { email, code, password: '', passwordConfirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => form.setFocus('password'), [form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await request('resetPassword', { body: values });
    } catch (error) {
      showServerErrors(error, form, language);
      return;
    }
    setLeaving(true);
    toast.success(t('success'));
    // Back to the login with the address in place: only the new password is left to type.
    router.push(loginPathWithEmail(email));
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <p className="text-slate-700">{t('passwordDescription')}</p>
      <input type="hidden" {...form.register('email')} />
      <input type="hidden" {...form.register('code')} />
      <NewPasswordFields
        className="space-y-5"
        labels={{ password: tFields('newPassword'), confirmation: tFields('passwordConfirmation') }}
        password={form.register('password')}
        confirmation={form.register('passwordConfirmation')}
        errors={{ password: errors.password?.message, confirmation: errors.passwordConfirmation?.message }}
      />
      <Button type="submit" fullWidth size="lg" pending={isSubmitting || leaving}>
        {t('passwordSubmit')}
      </Button>
    </form>
  );
}
