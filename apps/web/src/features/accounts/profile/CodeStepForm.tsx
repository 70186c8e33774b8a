'use client';

import type { FormEventHandler, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '@/shared/ui/Button';
import { CodeField } from '../CodeField';
import { Notice } from '../Notice';
import { ResendCode } from '../ResendCode';

interface CodeStepFormProps {
  testId: string;
  /** Where the code went ("We sent a code to …"). */
  notice: ReactNode;
  code: UseFormRegisterReturn;
  codeError: string | undefined;
  pending: boolean;
  submitLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Seconds until the code may be sent again, and how. */
  resendRemaining: number;
  onResend(): Promise<void>;
  /** Hidden inputs the request needs besides the code. */
  children?: ReactNode;
}

/**
 * The second step of an e-mail or phone change on the profile: the code sent to the new address,
 * with "send it again" after the api's wait. The sections own the requests; this is the frame.
 */
export function CodeStepForm({
  testId,
  notice,
  code,
  codeError,
  pending,
  submitLabel,
  onSubmit,
  resendRemaining,
  onResend,
  children,
}: CodeStepFormProps) {
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-4 rounded-xl border border-brand-200 bg-brand-50/50 p-4"
      data-testid={testId}
    >
      <Notice>{notice}</Notice>
      {children}
      <CodeField error={codeError} {...code} />
      <Button type="submit" pending={pending}>
        {submitLabel}
      </Button>
      <ResendCode remaining={resendRemaining} onResend={onResend} />
    </form>
  );
}
