'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './TextField';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

/** A password input with a show/hide toggle. Pass autoComplete ('current-password' or 'new-password'). */
export function PasswordField(props: PasswordFieldProps) {
  const t = useTranslations('ui');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className="inline-flex size-10 items-center justify-center rounded-md text-slate-500 hover:text-slate-900"
          aria-label={visible ? t('hidePassword') : t('showPassword')}
          onClick={() => setVisible((shown) => !shown)}
        >
          <svg viewBox="0 0 24 24" className="size-5" fill="none" aria-hidden="true">
            <path
              d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
            <circle cx="12" cy="12" r="3" stroke="currentColor" strokeWidth="1.8" />
            {visible && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />}
          </svg>
        </button>
      }
    />
  );
}
