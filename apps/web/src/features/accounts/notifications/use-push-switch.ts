'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { pushServer } from '@/shared/push/push-server';
import {
  browserPush,
  type PushBrowser,
  type PushServer,
  type PushState,
  readPushState,
  resyncPush,
  turnPushOff,
  turnPushOn,
} from '@/shared/push/push-subscription';
import { toast } from '@/shared/ui/toast';

const apiPushServer = (quiet: boolean) => pushServer({ quiet });

export type PushView = PushState | 'checking';
/** Said under the switch after a try: the question closed unanswered, or the browser failed. */
export type PushNotice = 'dismissed' | 'failed' | null;

/**
 * The "push on this browser" switch over shared/push's state machine: the state read once the
 * page runs in the browser; on: the browser's question inside the click, then the subscription;
 * off: the api forgets it, the browser unsubscribes. The browser and the api are arguments
 * (tests give stand-ins).
 */
export function usePushSwitch(
  browser: () => PushBrowser | null = browserPush,
  server: (quiet: boolean) => PushServer = apiPushServer,
) {
  const t = useTranslations('notificationsPage.push');
  const [state, setState] = useState<PushView>('checking');
  const [working, setWorking] = useState(false);
  const [notice, setNotice] = useState<PushNotice>(null);

  useEffect(() => {
    let live = true;
    const found = browser();
    readPushState(found).then(
      (read) => {
        if (!live) return;
        setState(read);
        // This browser was subscribed (maybe by another account): the api hears of it again.
        if (read === 'on') void resyncPush(found, server(true));
      },
      () => live && setState('off'),
    );
    return () => {
      live = false;
    };
  }, [browser, server]);

  // An api refusal has been told by the api client; a browser's failure is said here.
  const failed = (error: unknown) => setNotice(isApiError(error) ? null : 'failed');

  const turnOn = () => {
    setWorking(true);
    setNotice(null);
    // Called in the click itself: the browser asks for the permission only inside a user's gesture.
    turnPushOn(browser(), server(false))
      .then((result) => {
        setState(result === 'dismissed' ? 'off' : result);
        if (result === 'dismissed') setNotice('dismissed');
        if (result === 'on') toast.success(t('turnedOn'));
      }, failed)
      .finally(() => setWorking(false));
  };

  const turnOff = () => {
    setWorking(true);
    setNotice(null);
    turnPushOff(browser(), server(false))
      .then((result) => {
        setState(result);
        toast.success(t('turnedOff'));
      }, failed)
      .finally(() => setWorking(false));
  };

  return { state, working, notice, turnOn, turnOff };
}
