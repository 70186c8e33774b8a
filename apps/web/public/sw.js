// Krov's service worker (issue 14): web push only. It shows the notifications the api pushes
// (JSON {title, body, link, tag}, link a path of this site) and opens their page when clicked.
// No fetch handler: pages and files never go through it. Registered at scope / by
// /me/notifications' "push on this browser" switch (apps/web/src/shared/push).

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  // The open tabs come under it at once, so a click can move one of them to the notification's page.
  event.waitUntil(self.clients.claim());
});

/** A path of this site as an address of it; anything else (another site, nonsense) is the home page. */
function siteUrl(link) {
  try {
    const url = new URL(typeof link === 'string' ? link : '/', self.location.origin);
    return url.origin === self.location.origin ? url.href : `${self.location.origin}/`;
  } catch {
    return `${self.location.origin}/`;
  }
}

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const options = {
    body: data.body || '',
    data: { link: data.link || '/' },
    icon: '/icon.svg',
  };
  if (data.tag) options.tag = data.tag;
  event.waitUntil(self.registration.showNotification(data.title || 'Krov', options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = siteUrl(event.notification.data?.link);
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = tabs.find((client) => new URL(client.url).origin === self.location.origin);
      if (tab) {
        try {
          // Focus first, while the click still allows it; then the page.
          const focused = await tab.focus();
          await focused.navigate(url);
          return;
        } catch {
          // A tab this worker does not control cannot be moved: a new window instead.
        }
      }
      await self.clients.openWindow(url);
    })(),
  );
});
