'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/shared/ui/Button';

interface ResendCodeProps {
  /** Seconds until the api accepts another request (0: now). */
  remaining: number;
  /** Sends the code again; rejects when the api refused (it has toasted why, e.g. CodeResendTimeoutEmail). */
  onResend(): Promise<void>;
}

/**
 * "Send the code again", disabled with a countdown while the api's resend wait runs
 * (resendAfterSeconds). The countdown is not a live region: a number read out every second
 * would drown everything else.
 */
export function ResendCode({ remaining, onResend }: ResendCodeProps) {
  const t = useTranslations('accounts.code');
  const [pending, setPending] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
      <span>{t('noCode')}</span>
      <Button
        colour="tertiary"
        size="sm"
        className="px-2"
        pending={pending}
        disabled={remaining > 0}
        onClick={async () => {
          setPending(true);
          try {
            await onResend();
          } catch {
            // told by the api client
          } finally {
            setPending(false);
          }
        }}
      >
        {remaining > 0 ? t('resendIn', { seconds: remaining }) : t('resend')}
      </Button>
    </div>
  );
}
