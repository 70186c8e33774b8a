'use client';

import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from '@/shared/ui/PasswordField';

interface NewPasswordFieldsProps {
  labels: { password: string; confirmation: string };
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  errors: { password?: string; confirmation?: string };
  /** Under the first field: what a good password is. */
  hint?: string;
  className?: string;
}

/**
 * A new password and its repetition (registration, reset, profile), both `new-password` so a
 * password manager offers to generate and save one.
 */
export function NewPasswordFields({
  labels,
  password,
  confirmation,
  errors,
  hint,
  className,
}: NewPasswordFieldsProps) {
  return (
    <div className={className}>
      <PasswordField
        label={labels.password}
        autoComplete="new-password"
        hint={hint}
        error={errors.password}
        {...password}
      />
      <PasswordField
        label={labels.confirmation}
        autoComplete="new-password"
        error={errors.confirmation}
        {...confirmation}
      />
    </div>
  );
}
