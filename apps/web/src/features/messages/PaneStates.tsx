'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';

/** The conversation pane while loading, or why it shows nothing (with a retry, or the way back). */
export function PaneState({
  state,
  retry,
}: {
  state: 'loading' | 'failed' | 'notFound' | 'yourself' | 'invalid';
  retry?: () => void;
}) {
  const t = useTranslations('chat.conversation');
  const tCommon = useTranslations('common');
  if (state === 'loading') {
    return (
      <div className="flex flex-1 items-center justify-center text-slate-600">
        <Spinner label={t('loading')} className="size-6" />
      </div>
    );
  }
  const text = {
    failed: t('loadFailed'),
    notFound: t('notFound'),
    yourself: t('yourself'),
    invalid: t('invalidLink'),
  }[state];
  return (
    <div
      className="flex flex-1 flex-col items-center justify-center gap-4 px-6 text-center text-slate-700"
      data-testid="conversation-state"
    >
      <p>{text}</p>
      {state === 'failed' && retry ? (
        <Button colour="secondary" onClick={retry}>
          {tCommon('tryAgain')}
        </Button>
      ) : (
        <Link
          href="/messages"
          prefetch={false}
          className="font-semibold text-brand-700 underline underline-offset-2"
        >
          {t('back')}
        </Link>
      )}
    </div>
  );
}

/** /messages on a wide screen, beside the list: no conversation chosen yet. */
export function ChooseConversation() {
  const t = useTranslations('chat.pane');
  return (
    <div
      className="flex flex-1 flex-col items-center justify-center gap-2 px-6 text-center"
      data-testid="choose-conversation"
    >
      <p className="text-lg font-semibold text-slate-900">{t('choose')}</p>
      <p className="max-w-sm text-sm text-slate-600">{t('chooseHint')}</p>
    </div>
  );
}
