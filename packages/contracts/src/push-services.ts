/**
 * The push services browsers subscribe through (RFC 8030), by the host of their endpoints: Chrome
 * and the Chromium browsers (Firebase Cloud Messaging), Firefox (Mozilla's autopush), Safari
 * (Apple) and Edge on Windows (the Windows Push Notification Services, one host per region). A
 * subscription whose endpoint is anywhere else is no browser's: the api would connect to whatever
 * it names (issue 27, 21; docs/decisions/163-web-push-endpoints.md).
 */
export const pushServiceHosts: readonly string[] = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
];

/** Hosts under these domains (`wns2-par02p.notify.windows.com`). */
export const pushServiceDomains: readonly string[] = ['notify.windows.com'];

/**
 * Whether `endpoint` is an https URL of a push service on its default port, without credentials.
 * Only the host is judged here; the api also resolves it and refuses any address that is not
 * public, when subscribing and again before each push.
 */
export function isPushServiceEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.port !== '' || url.username !== '' || url.password !== '') {
    return false;
  }
  const host = url.hostname.toLowerCase();
  return (
    pushServiceHosts.includes(host) ||
    pushServiceDomains.some((domain) => host.endsWith(`.${domain}`) && host.length > domain.length + 1)
  );
}
