'use client';

import type { NotificationKind } from '@krov/contracts';
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

type Outcome = { kind: NotificationKind } | { error: string } | null;

/** The shortest token the api takes (contracts' unsubscribeQuery). */
const tokenMin = 10;

/**
 * /unsubscribe?token=…: one button that turns off the e-mails of the token's kind (no login), then
 * says which kind; a refused token says the api's reason.
 */
export function UnsubscribeView() {
  const t = useTranslations('unsubscribePage');
  const language = useLanguage();
  const token = useSearchParams().get('token')?.trim() ?? '';
  const [working, setWorking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  if (token.length < tokenMin) {
    return (
      <p role="alert" className="text-red-800" data-testid="unsubscribe-no-token">
        {t('noToken')}
      </p>
    );
  }
  if (outcome && 'kind' in outcome) {
    return (
      <div role="status" className="space-y-3 text-slate-800" data-testid="unsubscribe-done">
        <p className="font-semibold">{t('done', { kind: t(`kinds.${outcome.kind}`) })}</p>
        <p className="text-sm text-slate-700">
          {t('settingsHint')}{' '}
          <Link href="/me/notifications" className={textLinkClasses}>
            {t('settings')}
          </Link>
        </p>
      </div>
    );
  }
  const unsubscribe = () => {
    setWorking(true);
    request('unsubscribe', { query: { token } }, { quiet: true })
      .then(
        (answer) => setOutcome({ kind: answer.kind }),
        (error: unknown) =>
          setOutcome({ error: errorText(language, isApiError(error) ? error.key : 'InternalServerError') }),
      )
      .finally(() => setWorking(false));
  };
  return (
    <div className="space-y-4">
      {outcome && 'error' in outcome && (
        <p role="alert" className="text-red-800" data-testid="unsubscribe-failed">
          {t('failed')} {outcome.error}
        </p>
      )}
      <Button pending={working} onClick={unsubscribe} fullWidth>
        {t('button')}
      </Button>
    </div>
  );
}
