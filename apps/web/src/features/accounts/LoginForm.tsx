'use client';

import { loginRequest } from '@krov/contracts';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { isApiError } from '@/shared/api/api-error';
import { request } from '@/shared/api/client';
import { showKeyOnField, showServerErrors, useSchemaForm } from '@/shared/forms/use-schema-form';
import { safeNextPath, verifyEmailPathFor } from '@/shared/navigation/safe-next-path';
import { Button } from '@/shared/ui/Button';
import { PasswordField } from '@/shared/ui/PasswordField';
import { TextField } from '@/shared/ui/TextField';
import { textLinkClasses } from '@/shared/ui/text-link';
import { PasskeyLoginButton } from './passkeys/PasskeyLoginButton';
import { forgotPasswordPathFor, noteTypedAddress, rememberPendingLogin } from './pending-login';
import { completeLogin, loginLanguage } from './session';

/**
 * /login (docs/product/SPEC.md §4, §8): e-mail or phone number and password. Success: logged in, the profile and
 * the unread count fetched, then the `next` path when it is local, else home. EmailNotVerified
 * shows no toast and leads to /verify-email with the address.
 */
export function LoginForm() {
  const t = useTranslations('accounts.login');
  const tFields = useTranslations('fields');
  const language = useLanguage();
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  const form = useSchemaForm(loginRequest, { defaultValues: { emailOrPhoneNumber: '', password: '' } });
  const { errors, isSubmitting } = form.formState;
  const identifier = form.watch('emailOrPhoneNumber');
  useEffect(() => noteTypedAddress(identifier), [identifier]);

  // The address carried from a verified code or a new password (?email=…): only the password is left.
  useEffect(() => {
    const email = new URLSearchParams(window.location.search).get('email');
    if (!email) return;
    form.setValue('emailOrPhoneNumber', email);
    form.setFocus('password');
  }, [form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await request(
        'login',
        { body: { ...values, ...loginLanguage() } },
        { quietErrors: ['EmailNotVerified'] },
      );
    } catch (error) {
      if (isApiError(error) && error.key === 'EmailNotVerified') {
        setLeaving(true);
        const typed = values.emailOrPhoneNumber;
        // Signed in as soon as the code is verified, without typing the password again.
        if (typed.includes('@')) rememberPendingLogin(typed, values.password);
        router.push(
          verifyEmailPathFor(
            typed.includes('@') ? typed : null,
            new URLSearchParams(window.location.search).get('next'),
          ),
        );
        return;
      }
      if (
        !showServerErrors(error, form, language) &&
        isApiError(error) &&
        error.key === 'InvalidEmailOrPassword'
      ) {
        // The password field is emptied and marked with the reason, not only the toast.
        form.resetField('password');
        showKeyOnField(error, form, { InvalidEmailOrPassword: 'password' }, language);
      }
      return;
    }
    setLeaving(true);
    await completeLogin();
    router.replace(safeNextPath(new URLSearchParams(window.location.search).get('next')));
    // Pages seen before the login were rendered for a visitor (e.g. the cached copy of /p/{id});
    // the router keeps them for minutes: drop them, so the next page renders for the session.
    router.refresh();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <TextField
        label={tFields('emailOrPhoneNumber')}
        autoComplete="username"
        inputMode="email"
        error={errors.emailOrPhoneNumber?.message}
        {...form.register('emailOrPhoneNumber')}
      />
      <PasswordField
        label={tFields('password')}
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      {/* Beside the password, carrying the address typed so far. */}
      <p className="text-sm">
        <Link href={forgotPasswordPathFor(identifier)} className={textLinkClasses}>
          {t('forgotPassword')}
        </Link>
      </p>
      <Button type="submit" fullWidth size="lg" pending={isSubmitting || leaving}>
        {t('submit')}
      </Button>
      <PasskeyLoginButton />
    </form>
  );
}
