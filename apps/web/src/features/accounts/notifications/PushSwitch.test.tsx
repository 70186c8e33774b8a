// @vitest-environment happy-dom

import { bs } from '@krov/messages';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PushBrowser, PushServer, PushSubscriptionLike } from '@/shared/push/push-subscription';
import { PushSwitch } from './PushSwitch';

afterEach(cleanup);

const endpoint = 'https://push.example.test/send/abc';

/** A browser with the permission and subscription the test gives it. */
function standIns(
  permission: NotificationPermission,
  answer: NotificationPermission = 'granted',
  subscribed = false,
) {
  let current = permission;
  let isSubscribed = subscribed;
  const subscription: PushSubscriptionLike = {
    endpoint,
    toJSON: () => ({ endpoint, keys: { p256dh: 'AQID', auth: 'BAUG' } }),
    unsubscribe: async () => {
      isSubscribed = false;
      return true;
    },
  };
  const registration = {
    pushManager: {
      getSubscription: async () => (isSubscribed ? subscription : null),
      subscribe: async () => {
        isSubscribed = true;
        return subscription;
      },
    },
  };
  const requestPermission = vi.fn(async () => {
    current = answer;
    return answer;
  });
  const browser: PushBrowser = {
    permission: () => current,
    requestPermission,
    register: async () => registration,
    registration: async () => registration,
  };
  const calls: string[] = [];
  const server: PushServer = {
    publicKey: async () => 'AQID',
    add: async (body) => {
      calls.push(`add ${body.endpoint}`);
    },
    remove: async (at) => {
      calls.push(`remove ${at}`);
    },
  };
  return { browser: () => browser, server: () => server, calls, requestPermission };
}

function renderSwitch(given: ReturnType<typeof standIns>) {
  render(
    <NextIntlClientProvider locale="bs" messages={bs}>
      <PushSwitch browser={given.browser} server={given.server} />
    </NextIntlClientProvider>,
  );
}

const state = () => screen.getByTestId('push-section').dataset.state;
const status = () => screen.getByTestId('push-status').textContent;
const pushSwitch = () => screen.getByRole('switch', { name: bs.notificationsPage.push.title });

describe('push on this browser', () => {
  it('is off until switched on: the browser asks only then, and the api hears of the subscription', async () => {
    const given = standIns('default');
    renderSwitch(given);
    await waitFor(() => expect(state()).toBe('off'));
    expect(status()).toBe(bs.notificationsPage.push.off);
    expect(given.requestPermission).not.toHaveBeenCalled();
    fireEvent.click(pushSwitch());
    expect(given.requestPermission).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(state()).toBe('on'));
    expect(pushSwitch().getAttribute('aria-checked')).toBe('true');
    expect(status()).toBe(bs.notificationsPage.push.on);
    expect(given.calls).toEqual([`add ${endpoint}`]);
  });

  it('turns off: the api forgets this browser', async () => {
    const given = standIns('granted', 'granted', true);
    renderSwitch(given);
    await waitFor(() => expect(state()).toBe('on'));
    // Found on: the api hears of it again (it may belong to another account now).
    await waitFor(() => expect(given.calls).toEqual([`add ${endpoint}`]));
    fireEvent.click(pushSwitch());
    await waitFor(() => expect(state()).toBe('off'));
    expect(given.calls).toEqual([`add ${endpoint}`, `remove ${endpoint}`]);
  });

  it('says how to allow notifications when the browser blocks them, and cannot be switched', async () => {
    renderSwitch(standIns('denied'));
    await waitFor(() => expect(state()).toBe('denied'));
    expect(status()).toBe(bs.notificationsPage.push.denied);
    expect((pushSwitch() as HTMLButtonElement).disabled).toBe(true);
  });

  it('ends blocked when the user blocks at the question, off with a word when it is closed', async () => {
    const blocking = standIns('default', 'denied');
    renderSwitch(blocking);
    await waitFor(() => expect(state()).toBe('off'));
    fireEvent.click(pushSwitch());
    await waitFor(() => expect(state()).toBe('denied'));
    cleanup();
    renderSwitch(standIns('default', 'default'));
    await waitFor(() => expect(state()).toBe('off'));
    fireEvent.click(pushSwitch());
    expect((await screen.findByTestId('push-notice')).textContent).toBe(bs.notificationsPage.push.dismissed);
    expect(state()).toBe('off');
  });
});
