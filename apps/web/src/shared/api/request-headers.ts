import { getDeviceId } from '../cookies/device-id.ts';
import { useAppStore } from '../state/app-store.ts';

/** What the request carries: a JSON body, a multipart body, or none. */
export type BodyKind = 'json' | 'form' | 'none';

/**
 * docs/product/SPEC.md §7: Accept-Language is the current language; x-deviceid only when the device_id cookie
 * exists. The api refuses a state change that is neither JSON nor marked X-Requested-With (its
 * cross-site guard), so bodyless writes and uploads carry that header.
 */
export function requestHeaders(method: string, body: BodyKind): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': useAppStore.getState().language,
  };
  const deviceId = getDeviceId();
  if (deviceId) headers['x-deviceid'] = deviceId;
  if (body === 'json') headers['Content-Type'] = 'application/json';
  else if (method !== 'GET') headers['X-Requested-With'] = 'XMLHttpRequest';
  return headers;
}
