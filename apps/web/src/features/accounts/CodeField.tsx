'use client';

import { useTranslations } from 'next-intl';
import { TextField, type TextFieldProps } from '@/shared/ui/TextField';

/** The 6-digit code of an e-mail or SMS: numeric keyboard, and the phone's one-time-code autofill. */
export function CodeField(props: Omit<TextFieldProps, 'label' | 'hint'>) {
  const tFields = useTranslations('fields');
  const t = useTranslations('accounts.code');
  return (
    <TextField
      {...props}
      label={tFields('code')}
      hint={t('hint')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      className="[&_input]:font-mono [&_input]:tracking-[0.4em]"
    />
  );
}
