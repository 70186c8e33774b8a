'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { Switch } from '@/shared/ui/Switch';
import { textLinkClasses } from '@/shared/ui/text-link';
import { notificationChannels, notificationKinds } from './notification-kinds';
import { PushSwitch } from './PushSwitch';
import { useNotificationSettings } from './use-notification-settings';

/**
 * /me/notifications: per kind, a switch for e-mail and one for push (the in-app list under the
 * bell always has every notification), then push on this browser, then where the saved searches'
 * frequencies are chosen.
 */
export function NotificationSettingsView() {
  const t = useTranslations('notificationsPage');
  const tCommon = useTranslations('common');
  const { settings, failed, retry, change } = useNotificationSettings();

  let table = (
    <div className="flex min-h-32 items-center justify-center text-slate-600">
      <Spinner label={t('settings.loading')} className="size-6" />
    </div>
  );
  if (failed) {
    table = (
      <div className="space-y-4 text-slate-700">
        <p>{t('settings.loadFailed')}</p>
        <Button colour="secondary" onClick={retry}>
          {tCommon('tryAgain')}
        </Button>
      </div>
    );
  } else if (settings) {
    table = (
      <table className="w-full text-left" data-testid="notification-settings">
        <thead>
          <tr className="border-b border-slate-200 text-sm text-slate-600">
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('settings.kind')}
            </th>
            {notificationChannels.map((channel) => (
              <th
                key={channel}
                scope="col"
                className="w-16 px-1 py-2 text-center font-medium sm:w-32 sm:px-2"
              >
                {t(`settings.${channel}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {notificationKinds.map((kind) => (
            <tr key={kind} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="py-3 pr-3 align-top font-normal">
                <span className="block font-semibold text-slate-900">{t(`kinds.${kind}.title`)}</span>
                <span className="block text-sm text-slate-600">{t(`kinds.${kind}.text`)}</span>
              </th>
              {notificationChannels.map((channel) => (
                <td key={channel} className="px-1 py-3 text-center align-middle sm:px-2">
                  <Switch
                    checked={settings[channel][kind]}
                    onChange={(on) => change({ channel, kind, on })}
                    label={t('settings.switch', {
                      channel: t(`settings.${channel}`),
                      kind: t(`kinds.${kind}.title`),
                    })}
                    data-testid={`notification-switch-${channel}-${kind}`}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    );
  }

  return (
    <div className="space-y-6">
      <section
        aria-labelledby="notification-kinds-title"
        className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
      >
        <h2 id="notification-kinds-title" className="mb-3 text-lg font-semibold text-slate-900">
          {t('settings.title')}
        </h2>
        {table}
        <p className="mt-4 text-sm text-slate-700">
          {t('settings.searchesHint')}{' '}
          <Link href="/me/searches" className={textLinkClasses}>
            {t('settings.searchesLink')}
          </Link>
        </p>
      </section>
      <PushSwitch />
    </div>
  );
}
