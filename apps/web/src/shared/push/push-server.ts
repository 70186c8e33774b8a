import { type RequestOptions, request } from '@/shared/api/client';
import type { PushServer } from './push-subscription';

/** The api's push calls by name (packages/contracts/src/endpoints/notifications.ts). */
export function pushServer(options: RequestOptions = {}): PushServer {
  return {
    publicKey: () => request('pushPublicKey', {}, options).then((answer) => answer.publicKey),
    add: (subscription) => request('addPushSubscription', { body: subscription }, options),
    remove: (endpoint) => request('removePushSubscription', { body: { endpoint } }, options),
  };
}
