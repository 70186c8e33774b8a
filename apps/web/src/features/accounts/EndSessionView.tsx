'use client';

import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { isApiError } from '@/shared/api/api-error';
import { request } from '@/shared/api/client';
import { errorText } from '@/shared/api/error-notice';
import { Button } from '@/shared/ui/Button';
import { textLinkClasses } from '@/shared/ui/text-link';

/**
 * /session/end?token=…, the new-device e-mail's link (issue 30, decision 240). Opening the page
 * ends nothing (mail scanners open links): only the button's POST does. Ended, it says so and
 * points to the password; a link used or altered says why.
 */
export function EndSessionView() {
  const t = useTranslations('accounts.sessionEnd');
  const language = useLanguage();
  const token = useSearchParams().get('token')?.trim() ?? '';
  const [working, setWorking] = useState(false);
  const [outcome, setOutcome] = useState<'done' | { error: string } | null>(null);

  if (!token) {
    return (
      <p role="alert" className="text-red-800" data-testid="session-end-no-token">
        {t('noToken')}
      </p>
    );
  }
  if (outcome === 'done') {
    return (
      <div role="status" className="space-y-3 text-slate-800" data-testid="session-end-done">
        <p className="font-semibold">{t('done')}</p>
        <Link href="/me/profile" className={textLinkClasses}>
          {t('changePassword')}
        </Link>
      </div>
    );
  }
  const end = () => {
    setWorking(true);
    request('endSessionByLink', { body: { token } }, { quiet: true })
      .then(
        () => setOutcome('done'),
        (error: unknown) =>
          setOutcome({ error: errorText(language, isApiError(error) ? error.key : 'InternalServerError') }),
      )
      .finally(() => setWorking(false));
  };
  return (
    <div className="space-y-4">
      {outcome && (
        <p role="alert" className="text-red-800" data-testid="session-end-failed">
          {t('failed')} {outcome.error}
        </p>
      )}
      <Button pending={working} onClick={end} fullWidth>
        {t('button')}
      </Button>
    </div>
  );
}
