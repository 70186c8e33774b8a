'use client';

import type { ConfirmAvailableResponse } from '@krov/contracts';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { isApiError } from '@/shared/api/api-error';
import { request } from '@/shared/api/client';
import { errorText } from '@/shared/api/error-notice';
import { formatDate } from '@/shared/format/format-price';
import { loginPathFor } from '@/shared/navigation/safe-next-path';
import { Button, buttonClasses } from '@/shared/ui/Button';
import { textLinkClasses } from '@/shared/ui/text-link';

type Outcome = { done: ConfirmAvailableResponse } | { error: string } | null;

/** Where a refused link sends its reader: My properties, through the login when needed. */
const myPropertiesLogin = loginPathFor('/me/properties');

/**
 * /still-available?token=…, the e-mail's one-tap "Još je dostupno" (issue 29). Opening the page
 * confirms nothing: mail scanners open links, so only the button's POST does. Confirmed, it says
 * so and links the listing; a link used, expired or altered says why and how to confirm from My
 * properties instead.
 */
export function StillAvailableView() {
  const t = useTranslations('stillAvailablePage');
  const language = useLanguage();
  const token = useSearchParams().get('token')?.trim() ?? '';
  const [working, setWorking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  if (!token) {
    return (
      <div className="space-y-3">
        <p role="alert" className="text-red-800" data-testid="still-available-no-token">
          {t('noToken')}
        </p>
        <Link href={myPropertiesLogin} className={textLinkClasses}>
          {t('loginToConfirm')}
        </Link>
      </div>
    );
  }
  if (outcome && 'done' in outcome) {
    return (
      <div role="status" className="space-y-4 text-slate-800" data-testid="still-available-done">
        <p className="font-semibold">{t('done', { date: formatDate(outcome.done.confirmedAt, language) })}</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link href={`/p/${outcome.done.propertyId}`} className={buttonClasses('primary', 'md')}>
            {t('view')}
          </Link>
          <Link href="/me/properties" className={buttonClasses('secondary', 'md')}>
            {t('myProperties')}
          </Link>
        </div>
      </div>
    );
  }
  const confirm = () => {
    setWorking(true);
    request('confirmAvailableByLink', { body: { token } }, { quiet: true })
      .then(
        (answer) => setOutcome({ done: answer }),
        (error: unknown) =>
          setOutcome({ error: errorText(language, isApiError(error) ? error.key : 'InternalServerError') }),
      )
      .finally(() => setWorking(false));
  };
  return (
    <div className="space-y-4">
      {outcome && 'error' in outcome && (
        <div role="alert" className="space-y-2 text-red-800" data-testid="still-available-failed">
          <p>
            {t('failed')} {outcome.error}
          </p>
          <Link href={myPropertiesLogin} className={textLinkClasses}>
            {t('loginToConfirm')}
          </Link>
        </div>
      )}
      <Button pending={working} onClick={confirm} fullWidth>
        {t('button')}
      </Button>
      <p className="text-sm text-slate-700">
        {t('notAvailable')}{' '}
        <Link href={myPropertiesLogin} className={textLinkClasses}>
          {t('myProperties')}
        </Link>
      </p>
    </div>
  );
}
