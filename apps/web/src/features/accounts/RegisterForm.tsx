'use client';

import { registerRequest } from '@krov/contracts';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { request } from '@/shared/api/client';
import { showKeyOnField, showServerErrors, useSchemaForm } from '@/shared/forms/use-schema-form';
import { verifyEmailPathFor } from '@/shared/navigation/safe-next-path';
import { Button } from '@/shared/ui/Button';
import { TextField } from '@/shared/ui/TextField';
import { rememberCodeSent } from './code-timer';
import { NewPasswordFields } from './NewPasswordFields';
import { rememberPendingLogin } from './pending-login';

/**
 * /register: the account is created unverified and a code is e-mailed; then /verify-email?email=…
 * (with ?next=… when the visitor came with one: it leads there once the code is verified).
 */
export function RegisterForm() {
  const t = useTranslations('accounts.register');
  const tFields = useTranslations('fields');
  const language = useLanguage();
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  const form = useSchemaForm(registerRequest, {
    defaultValues: { name: '', email: '', phoneNumber: '', password: '', passwordConfirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;
  /** Where to go once signed in (an agency's invitation): carried through /verify-email. */
  const [next, setNext] = useState<string | null>(null);

  // An invitation sends ?email (the invited address) and ?next: read after hydration, so the page
  // itself stays static and prerendered.
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const email = query.get('email');
    if (email) form.setValue('email', email);
    setNext(query.get('next'));
  }, [form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      // The account's language (e-mails, SMS) is the one the visitor registers in.
      const registered = await request('register', { body: { ...values, language } });
      rememberCodeSent(registered.email, registered.resendAfterSeconds);
      rememberPendingLogin(registered.email, values.password);
      setLeaving(true);
      router.push(verifyEmailPathFor(registered.email, next));
    } catch (error) {
      if (!showServerErrors(error, form, language))
        showKeyOnField(error, form, { PhoneNumberAlreadyInUse: 'phoneNumber' }, language);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <TextField
        label={tFields('name')}
        autoComplete="name"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label={tFields('email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label={tFields('phoneNumber')}
        type="tel"
        autoComplete="tel"
        hint={t('phoneHint')}
        error={errors.phoneNumber?.message}
        {...form.register('phoneNumber')}
      />
      <NewPasswordFields
        className="space-y-5"
        labels={{ password: tFields('password'), confirmation: tFields('passwordConfirmation') }}
        hint={t('passwordHint')}
        password={form.register('password')}
        confirmation={form.register('passwordConfirmation')}
        errors={{ password: errors.password?.message, confirmation: errors.passwordConfirmation?.message }}
      />
      <Button type="submit" fullWidth size="lg" pending={isSubmitting || leaving}>
        {t('submit')}
      </Button>
    </form>
  );
}
