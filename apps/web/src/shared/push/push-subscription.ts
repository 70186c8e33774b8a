/**
 * Web push on this browser (issue 14; docs/product/DECISIONS.md, "Notifications"): what the
 * "push on this browser" switch reads and does, as a small state machine over the browser's APIs
 * and the api's calls, both passed in (browserPush() below gives the real ones), so every path is
 * testable without a browser.
 *
 * - unsupported: no service workers, Push API or notifications here;
 * - denied: the user (or a policy) blocked notifications for the site: only the browser's site
 *   settings can change that, the page cannot ask again;
 * - on: notifications allowed and this browser subscribed;
 * - off: anything else (never asked, or allowed but not subscribed).
 */
export type PushState = 'unsupported' | 'denied' | 'on' | 'off';

/** What a click on "on" ended in; `dismissed`: the user closed the browser's question without answering. */
export type TurnOnResult = 'on' | 'denied' | 'dismissed' | 'unsupported';

/** The parts of a PushSubscription used here. */
export interface PushSubscriptionLike {
  endpoint: string;
  toJSON(): PushSubscriptionJSON;
  unsubscribe(): Promise<boolean>;
}

export interface PushRegistrationLike {
  pushManager: {
    getSubscription(): Promise<PushSubscriptionLike | null>;
    subscribe(options: {
      userVisibleOnly: boolean;
      applicationServerKey: Uint8Array<ArrayBuffer>;
    }): Promise<PushSubscriptionLike>;
  };
}

/** The browser's side: Notification's permission and the service worker of /sw.js. */
export interface PushBrowser {
  permission(): NotificationPermission;
  /** Must be the first thing a click does: browsers ask only inside a user's gesture. */
  requestPermission(): Promise<NotificationPermission>;
  /** Registers /sw.js (scope /) and resolves once it is active. */
  register(): Promise<PushRegistrationLike>;
  /** The registration already there, without registering anything. */
  registration(): Promise<PushRegistrationLike | undefined>;
}

/** The body of POST /api/users/me/push-subscriptions (contracts' pushSubscriptionRequest). */
export interface PushSubscriptionBody {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}

/** The api's side. */
export interface PushServer {
  /** GET /api/push/public-key: the VAPID key, base64url. */
  publicKey(): Promise<string>;
  add(subscription: PushSubscriptionBody): Promise<unknown>;
  remove(endpoint: string): Promise<unknown>;
}

/** The state now, without asking the user anything. */
export async function readPushState(browser: PushBrowser | null): Promise<PushState> {
  if (!browser) return 'unsupported';
  const permission = browser.permission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  return (await currentSubscription(browser)) ? 'on' : 'off';
}

/**
 * The switch turned on: the browser's question (only now, inside the click), the service
 * worker, the subscription with the api's key, and the api told. A failure after the browser
 * subscribed undoes the subscription (the api would never push to it) and rejects.
 */
export async function turnPushOn(browser: PushBrowser | null, server: PushServer): Promise<TurnOnResult> {
  if (!browser) return 'unsupported';
  // Nothing awaited before the question: a browser asks only while the click's activation lasts.
  const permission = browser.permission() === 'granted' ? 'granted' : await browser.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'dismissed';
  const [registration, publicKey] = await Promise.all([browser.register(), server.publicKey()]);
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(publicKey),
    }));
  try {
    await server.add(subscriptionBody(subscription.toJSON()));
  } catch (error) {
    await subscription.unsubscribe().catch(() => false);
    throw error;
  }
  return 'on';
}

/**
 * The switch turned off (or the user logs out): the api forgets this browser first, then the
 * browser unsubscribes. A refusal of the api rejects with the subscription kept, so the switch
 * can stay on, as it still is.
 */
export async function turnPushOff(browser: PushBrowser | null, server: PushServer): Promise<'off'> {
  const subscription = browser ? await currentSubscription(browser) : null;
  if (!subscription) return 'off';
  await server.remove(subscription.endpoint);
  await subscription.unsubscribe().catch(() => false);
  return 'off';
}

/**
 * Logging out: this browser's push belonged to the user who leaves (another may log in here next),
 * so it ends whatever the api answers: the api is asked to forget it, the browser unsubscribes
 * either way (a push service answers the api's later pushes with 410, and it forgets it then).
 */
export async function forgetPush(browser: PushBrowser | null, server: PushServer): Promise<void> {
  if (!browser) return;
  const subscription = await currentSubscription(browser).catch(() => null);
  if (!subscription) return;
  await server.remove(subscription.endpoint).catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
}

/**
 * Tells the api about this browser's subscription again when it exists (e.g. after logging in on a
 * browser that was subscribed): the api stores it once per endpoint. Quiet about failures.
 */
export async function resyncPush(browser: PushBrowser | null, server: PushServer): Promise<void> {
  if (browser?.permission() !== 'granted') return;
  const subscription = await currentSubscription(browser);
  if (subscription) await server.add(subscriptionBody(subscription.toJSON())).catch(() => undefined);
}

async function currentSubscription(browser: PushBrowser): Promise<PushSubscriptionLike | null> {
  const registration = await browser.registration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** A subscription's JSON as the api takes it; one without its keys cannot be pushed to. */
export function subscriptionBody(json: PushSubscriptionJSON): PushSubscriptionBody {
  const { endpoint, expirationTime, keys } = json;
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('The push subscription has no keys');
  return { endpoint, expirationTime: expirationTime ?? null, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/** A base64url text (the VAPID key) as bytes, what PushManager.subscribe takes. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The real browser's APIs, or null where one is missing (server rendering included). */
export function browserPush(): PushBrowser | null {
  if (typeof window === 'undefined') return null;
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return null;
  return {
    permission: () => Notification.permission,
    requestPermission: () => Notification.requestPermission(),
    register: async () => {
      await navigator.serviceWorker.register('/sw.js', { scope: '/' });
      return navigator.serviceWorker.ready;
    },
    registration: () => navigator.serviceWorker.getRegistration('/'),
  };
}
