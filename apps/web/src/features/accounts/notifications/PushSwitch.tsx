'use client';

import { useTranslations } from 'next-intl';
import type { PushBrowser, PushServer } from '@/shared/push/push-subscription';
import { Spinner } from '@/shared/ui/Spinner';
import { Switch } from '@/shared/ui/Switch';
import { usePushSwitch } from './use-push-switch';

/**
 * Push on this browser: a switch with its state said in words beside it: checking, unsupported,
 * blocked by the browser (only its site settings can change that), on, off.
 */
export function PushSwitch({
  browser,
  server,
}: {
  /** Stand-ins for tests; the real browser and api otherwise. */
  browser?: () => PushBrowser | null;
  server?: (quiet: boolean) => PushServer;
}) {
  const t = useTranslations('notificationsPage.push');
  const { state, working, notice, turnOn, turnOff } = usePushSwitch(browser, server);
  const usable = state === 'on' || state === 'off';
  return (
    <section
      aria-labelledby="push-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
      data-testid="push-section"
      data-state={state}
    >
      <h2 id="push-title" className="text-lg font-semibold text-slate-900">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('text')}</p>
      <div className="mt-4 flex items-start gap-3">
        <Switch
          checked={state === 'on'}
          onChange={(on) => (on ? turnOn() : turnOff())}
          labelledBy="push-title"
          describedBy="push-status"
          disabled={!usable}
          pending={working}
          data-testid="push-switch"
        />
        <p
          id="push-status"
          role="status"
          className={state === 'denied' ? 'text-sm text-amber-900' : 'text-sm text-slate-700'}
          data-testid="push-status"
        >
          {state === 'checking' ? <Spinner label={t('checking')} /> : t(state)}
        </p>
      </div>
      {notice && (
        <p role="alert" className="mt-3 text-sm text-red-800" data-testid="push-notice">
          {t(notice)}
        </p>
      )}
    </section>
  );
}
