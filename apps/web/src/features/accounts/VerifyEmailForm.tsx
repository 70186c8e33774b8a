'use client';

import { emailField, verifyEmailCodeRequest } from '@krov/contracts';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { request } from '@/shared/api/client';
import { showKeyOnField, showServerErrors, useSchemaForm } from '@/shared/forms/use-schema-form';
import { safeNextPath } from '@/shared/navigation/safe-next-path';
import { Button } from '@/shared/ui/Button';
import { TextField } from '@/shared/ui/TextField';
import { toast } from '@/shared/ui/toast';
import { CodeField } from './CodeField';
import { useResendCountdown } from './code-timer';
import { Notice } from './Notice';
import { loginPathWithEmail, takePendingLogin } from './pending-login';
import { ResendCode } from './ResendCode';
import { completeLogin, loginLanguage } from './session';

/**
 * /verify-email: the 6-digit code of the registration e-mail. The address comes from the query
 * (?email=…, set by /register and by a login refused with EmailNotVerified) or is typed in.
 * Confirmed: signed in (or /login) and on to ?next=… when the query has one, else home. "Send again" counts down the api's resend wait.
 */
export function VerifyEmailForm() {
  const t = useTranslations('accounts.verifyEmail');
  const tFields = useTranslations('fields');
  const language = useLanguage();
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  /** The address from the query, shown as text; null: the visitor types it. */
  const [knownEmail, setKnownEmail] = useState<string | null>(null);
  const form = useSchemaForm(verifyEmailCodeRequest, { defaultValues: { email: '', code: '' } });
  const { errors, isSubmitting } = form.formState;
  const email = form.watch('email');
  const parsedEmail = emailField.safeParse(email);
  const countdown = useResendCountdown(parsedEmail.success ? parsedEmail.data : null);

  // The query is read after hydration, so the page itself stays static and prerendered.
  useEffect(() => {
    const fromQuery = new URLSearchParams(window.location.search).get('email');
    const parsed = emailField.safeParse(fromQuery ?? '');
    if (parsed.success) {
      form.setValue('email', parsed.data);
      setKnownEmail(parsed.data);
      form.setFocus('code');
    }
  }, [form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await request('verifyEmailCode', { body: values });
    } catch (error) {
      // A wrong code marks the code field too, not only the toast.
      if (!showServerErrors(error, form, language))
        showKeyOnField(error, form, { InvalidOrExpiredCode: 'code' }, language);
      return;
    }
    setLeaving(true);
    // Signed in with the password typed a moment ago (registration or login), else asked for it.
    const password = takePendingLogin(values.email);
    // Where the visitor was going (an agency's invitation), else home.
    const next = new URLSearchParams(window.location.search).get('next');
    if (password && (await signedIn(values.email, password))) {
      toast.success(t('signedIn'));
      router.replace(safeNextPath(next));
      router.refresh();
      return;
    }
    toast.success(t('success'));
    router.push(loginPathWithEmail(values.email, next));
  });

  async function resend() {
    const valid = await form.trigger('email', { shouldFocus: true });
    if (!valid) return;
    const address = form.getValues('email').trim().toLowerCase();
    const sent = await request('resendEmailCode', { body: { email: address } });
    countdown.start(sent.resendAfterSeconds);
    toast.info(t('resent', { email: address }));
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {knownEmail ? (
        <div className="space-y-2">
          <Notice>{t('sentTo', { email: knownEmail })}</Notice>
          <input type="hidden" {...form.register('email')} />
          <Button
            colour="tertiary"
            size="sm"
            className="px-2"
            onClick={() => {
              setKnownEmail(null);
              requestAnimationFrame(() => form.setFocus('email'));
            }}
          >
            {t('otherEmail')}
          </Button>
        </div>
      ) : (
        <>
          <p className="text-sm text-slate-700">{t('enterEmail')}</p>
          <TextField
            label={tFields('email')}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
        </>
      )}
      <CodeField error={errors.code?.message} {...form.register('code')} />
      <Button type="submit" fullWidth size="lg" pending={isSubmitting || leaving}>
        {t('submit')}
      </Button>
      <ResendCode remaining={countdown.remaining} onResend={resend} />
    </form>
  );
}

/** Logs in after the verification; false (the login page then asks) when the api refuses. */
async function signedIn(email: string, password: string): Promise<boolean> {
  try {
    await request(
      'login',
      { body: { emailOrPhoneNumber: email, password, ...loginLanguage() } },
      { quiet: true },
    );
  } catch {
    return false;
  }
  await completeLogin();
  return true;
}
