'use client';

import type { FormEventHandler } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '@/shared/ui/Button';
import { TextField } from '@/shared/ui/TextField';

interface NewValueFormProps {
  label: string;
  type: 'email' | 'tel';
  autoComplete: string;
  field: UseFormRegisterReturn;
  error: string | undefined;
  pending: boolean;
  submitLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
}

/** The first step of an e-mail or phone change on the profile: the new address and its button. */
export function NewValueForm({
  label,
  type,
  autoComplete,
  field,
  error,
  pending,
  submitLabel,
  onSubmit,
}: NewValueFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} className="mt-5 flex flex-col gap-4 sm:flex-row sm:items-start">
      <TextField
        label={label}
        type={type}
        autoComplete={autoComplete}
        className="flex-1"
        error={error}
        {...field}
      />
      <Button type="submit" colour="secondary" pending={pending} className="sm:mt-7">
        {submitLabel}
      </Button>
    </form>
  );
}
