import { describe, expect, it, vi } from 'vitest';
import {
  base64UrlToBytes,
  forgetPush,
  type PushBrowser,
  type PushRegistrationLike,
  type PushServer,
  type PushSubscriptionLike,
  readPushState,
  resyncPush,
  turnPushOff,
  turnPushOn,
} from './push-subscription';

const endpoint = 'https://push.example.test/send/abc';
const keys = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

/** A browser whose permission, registration and subscription the test sets, recording what it was asked. */
function fakeBrowser(options: {
  permission?: NotificationPermission;
  answer?: NotificationPermission;
  registered?: boolean;
  subscribed?: boolean;
}) {
  const calls: string[] = [];
  let permission = options.permission ?? 'default';
  let registered = options.registered ?? false;
  let subscribed = options.subscribed ?? false;
  const subscription: PushSubscriptionLike = {
    endpoint,
    toJSON: () => ({ endpoint, expirationTime: null, keys }),
    unsubscribe: vi.fn(async () => {
      calls.push('unsubscribe');
      subscribed = false;
      return true;
    }),
  };
  const registration: PushRegistrationLike = {
    pushManager: {
      getSubscription: async () => (subscribed ? subscription : null),
      subscribe: vi.fn(async (subscribeOptions) => {
        calls.push(
          `subscribe ${subscribeOptions.userVisibleOnly} ${subscribeOptions.applicationServerKey.length}`,
        );
        subscribed = true;
        return subscription;
      }),
    },
  };
  const browser: PushBrowser = {
    permission: () => permission,
    requestPermission: vi.fn(() => {
      calls.push('requestPermission');
      permission = options.answer ?? 'granted';
      return Promise.resolve(permission);
    }),
    register: async () => {
      calls.push('register');
      registered = true;
      return registration;
    },
    registration: async () => (registered ? registration : undefined),
  };
  return { browser, calls, subscription, registration };
}

/** A 65-byte key, as a VAPID public key is. */
const publicKey = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

function fakeServer(failures: { add?: boolean; remove?: boolean } = {}) {
  const calls: string[] = [];
  const server: PushServer = {
    publicKey: async () => {
      calls.push('publicKey');
      return publicKey;
    },
    add: async (body) => {
      calls.push(`add ${body.endpoint}`);
      if (failures.add) throw new Error('refused');
    },
    remove: async (at) => {
      calls.push(`remove ${at}`);
      if (failures.remove) throw new Error('refused');
    },
  };
  return { server, calls };
}

describe('the push switch state', () => {
  it('is unsupported without the browser APIs, whatever is asked', async () => {
    const { server, calls } = fakeServer();
    expect(await readPushState(null)).toBe('unsupported');
    expect(await turnPushOn(null, server)).toBe('unsupported');
    expect(await turnPushOff(null, server)).toBe('off');
    expect(calls).toEqual([]);
  });

  it('reads denied, off (never asked, or allowed without a subscription) and on', async () => {
    expect(await readPushState(fakeBrowser({ permission: 'denied' }).browser)).toBe('denied');
    expect(await readPushState(fakeBrowser({ permission: 'default' }).browser)).toBe('off');
    expect(await readPushState(fakeBrowser({ permission: 'granted', registered: true }).browser)).toBe('off');
    expect(
      await readPushState(fakeBrowser({ permission: 'granted', registered: true, subscribed: true }).browser),
    ).toBe('on');
  });

  it('asks the permission first, synchronously inside the click, then subscribes with the api’s key and tells the api', async () => {
    const { browser, calls } = fakeBrowser({ permission: 'default', answer: 'granted' });
    const api = fakeServer();
    const turning = turnPushOn(browser, api.server);
    // Nothing was awaited before the question: it is asked within the click's activation.
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(await turning).toBe('on');
    expect(calls).toEqual(['requestPermission', 'register', 'subscribe true 65']);
    expect(api.calls).toEqual(['publicKey', `add ${endpoint}`]);
    expect(await readPushState(browser)).toBe('on');
  });

  it('does not ask again when already allowed, and reuses a subscription the browser has', async () => {
    const { browser, calls } = fakeBrowser({ permission: 'granted', registered: true, subscribed: true });
    const api = fakeServer();
    expect(await turnPushOn(browser, api.server)).toBe('on');
    expect(calls).toEqual(['register']);
    expect(api.calls).toEqual(['publicKey', `add ${endpoint}`]);
  });

  it('ends in denied when the user blocks, and in dismissed when the question is closed: nothing subscribed', async () => {
    const blocked = fakeBrowser({ answer: 'denied' });
    const api = fakeServer();
    expect(await turnPushOn(blocked.browser, api.server)).toBe('denied');
    expect(await readPushState(blocked.browser)).toBe('denied');
    const closed = fakeBrowser({ answer: 'default' });
    expect(await turnPushOn(closed.browser, api.server)).toBe('dismissed');
    expect(await readPushState(closed.browser)).toBe('off');
    expect([...blocked.calls, ...closed.calls]).toEqual(['requestPermission', 'requestPermission']);
    expect(api.calls).toEqual([]);
  });

  it('undoes the browser’s subscription when the api refuses it, and rejects', async () => {
    const { browser, calls } = fakeBrowser({ permission: 'granted' });
    const api = fakeServer({ add: true });
    await expect(turnPushOn(browser, api.server)).rejects.toThrow('refused');
    expect(calls).toEqual(['register', 'subscribe true 65', 'unsubscribe']);
    expect(await readPushState(browser)).toBe('off');
  });

  it('turns off: the api forgets the endpoint, then the browser unsubscribes', async () => {
    const { browser, calls } = fakeBrowser({ permission: 'granted', registered: true, subscribed: true });
    const api = fakeServer();
    expect(await turnPushOff(browser, api.server)).toBe('off');
    expect(api.calls).toEqual([`remove ${endpoint}`]);
    expect(calls).toEqual(['unsubscribe']);
    expect(await readPushState(browser)).toBe('off');
  });

  it('stays on when the api refuses to forget it', async () => {
    const { browser, calls } = fakeBrowser({ permission: 'granted', registered: true, subscribed: true });
    await expect(turnPushOff(browser, fakeServer({ remove: true }).server)).rejects.toThrow('refused');
    expect(calls).toEqual([]);
    expect(await readPushState(browser)).toBe('on');
  });

  it('turning off with nothing subscribed calls nobody', async () => {
    const { browser } = fakeBrowser({ permission: 'granted' });
    const api = fakeServer();
    expect(await turnPushOff(browser, api.server)).toBe('off');
    expect(api.calls).toEqual([]);
  });

  it('forgets this browser’s push on logout even when the api refuses', async () => {
    const { browser, calls } = fakeBrowser({ permission: 'granted', registered: true, subscribed: true });
    const api = fakeServer({ remove: true });
    await forgetPush(browser, api.server);
    expect(api.calls).toEqual([`remove ${endpoint}`]);
    expect(calls).toEqual(['unsubscribe']);
    expect(await readPushState(browser)).toBe('off');
    const none = fakeServer();
    await forgetPush(fakeBrowser({ permission: 'default' }).browser, none.server);
    await forgetPush(null, none.server);
    expect(none.calls).toEqual([]);
  });

  it('tells the api about an existing subscription again, and only then', async () => {
    const on = fakeServer();
    await resyncPush(
      fakeBrowser({ permission: 'granted', registered: true, subscribed: true }).browser,
      on.server,
    );
    expect(on.calls).toEqual([`add ${endpoint}`]);
    const off = fakeServer();
    await resyncPush(fakeBrowser({ permission: 'default' }).browser, off.server);
    await resyncPush(fakeBrowser({ permission: 'granted' }).browser, off.server);
    expect(off.calls).toEqual([]);
  });
});

describe('base64UrlToBytes', () => {
  it('decodes base64url with and without padding', () => {
    expect([...base64UrlToBytes('AQID')]).toEqual([1, 2, 3]);
    expect([...base64UrlToBytes('-_8')]).toEqual([251, 255]);
    expect([...base64UrlToBytes('-_8=')]).toEqual([251, 255]);
    expect(base64UrlToBytes(publicKey)).toHaveLength(65);
  });
});
