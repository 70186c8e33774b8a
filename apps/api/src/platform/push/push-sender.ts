import { Agent } from 'node:https';
import webpush from 'web-push';
import {
  type HostResolver,
  PushEndpointRefused,
  type PushTarget,
  pinnedLookup,
  systemResolver,
  vetPushEndpoint,
} from './push-endpoint-guard.ts';

/** What a browser's PushSubscription.toJSON() hands over, and all a sender needs of it. */
export interface PushSubscriptionKeys {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The application server's key pair (base64url, as web-push makes them) and its contact. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: URL the push service may contact about this sender. */
  subject: string;
}

/**
 * 'gone': the push service no longer knows the subscription; 'refused': its endpoint is no push
 * service's, or leads inside a network, and nothing connected to it. Either way the caller removes it.
 */
export type PushOutcome = 'sent' | 'gone' | 'refused';

export interface PushSendOptions {
  /** How long the push service keeps an undelivered message; default 24 h. */
  ttlSeconds?: number;
  /** A newer message with the same topic replaces an undelivered one (≤ 32 base64url characters). */
  topic?: string;
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
}

/** Where Web Push notifications go: the browsers' push services through web-push. */
export interface PushSender {
  /** The application server key a browser subscribes with (PushManager.subscribe). */
  publicKey: string;
  /**
   * Whether a browser may subscribe with this endpoint: a push service's host at public addresses
   * only. A name the resolver cannot answer now is accepted: each push checks again before it connects.
   */
  acceptsEndpoint(endpoint: string): Promise<boolean>;
  /**
   * Resolves 'sent' on 2xx, 'gone' on 404/410 and 'refused' for an endpoint that may not be
   * reached; rejects on anything else, so the caller's job retries.
   */
  send(subscription: PushSubscriptionKeys, payload: unknown, options?: PushSendOptions): Promise<PushOutcome>;
}

export interface WebPushSenderOptions {
  /** The name service (default the system's); tests answer from a table. */
  resolver?: HostResolver;
  /**
   * The TLS agent a push to the vetted target goes through: by default one that connects to the
   * target's address only. Tests reach their local push service through their own (the network).
   */
  agentFor?: (target: PushTarget) => Agent;
  timeoutMs?: number;
}

/** Connects to the address that was vetted, whatever the name answers by then. */
function pinnedAgent(target: PushTarget): Agent {
  return new Agent({ lookup: pinnedLookup(target) });
}

const DEFAULT_TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;
/**
 * RFC 8291 §4: push services need accept no more than 4096 octets of body, which leaves 3993 of
 * plaintext after the header, the padding delimiter and the tag. A larger message would be refused
 * on every retry, so it is refused here instead.
 */
const MAX_PAYLOAD_BYTES = 3993;

/**
 * Web Push (RFC 8030) with VAPID (RFC 8292) and aes128gcm payload encryption (RFC 8291) by the
 * web-push package. Neither the payload nor the endpoint's path (a capability of its own) is ever
 * put in an error: error texts end up in logs and the job table.
 */
export function createWebPushSender(vapid: VapidKeys, options: WebPushSenderOptions = {}): PushSender {
  const vapidDetails = { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey };
  const resolver = options.resolver ?? systemResolver;
  const agentFor = options.agentFor ?? pinnedAgent;
  return {
    publicKey: vapid.publicKey,
    async acceptsEndpoint(endpoint) {
      try {
        await vetPushEndpoint(endpoint, resolver);
        return true;
      } catch (error) {
        return !(error instanceof PushEndpointRefused);
      }
    },
    async send(subscription, payload, sendOptions = {}) {
      const body = JSON.stringify(payload);
      if (body === undefined) throw new TypeError('A push payload must be JSON-serialisable');
      if (Buffer.byteLength(body) > MAX_PAYLOAD_BYTES) {
        throw new RangeError(`A push payload is at most ${MAX_PAYLOAD_BYTES} bytes of JSON`);
      }
      let target: PushTarget;
      try {
        // Again before every push: a stored endpoint from before the check, or a name that now
        // leads elsewhere, is never connected to (with the job's retries, it was, again and again).
        target = await vetPushEndpoint(subscription.endpoint, resolver);
      } catch (error) {
        if (error instanceof PushEndpointRefused) return 'refused';
        throw error;
      }
      try {
        await webpush.sendNotification(subscription, body, {
          vapidDetails,
          contentEncoding: 'aes128gcm',
          TTL: sendOptions.ttlSeconds ?? DEFAULT_TTL_SECONDS,
          ...(sendOptions.urgency ? { urgency: sendOptions.urgency } : {}),
          ...(sendOptions.topic ? { topic: sendOptions.topic } : {}),
          agent: agentFor(target),
          // A hung push service must not hold a queue worker; the job is retried instead.
          timeout: options.timeoutMs ?? TIMEOUT_MS,
        });
        return 'sent';
      } catch (error) {
        if (!(error instanceof webpush.WebPushError)) throw error;
        // RFC 8030 §7.3: the subscription expired or was never there; it will not come back.
        if (error.statusCode === 404 || error.statusCode === 410) return 'gone';
        const detail = error.body.slice(0, 200);
        throw new Error(
          `Web push failed: HTTP ${error.statusCode} from ${originOf(subscription.endpoint)}: ${detail}`,
        );
      }
    },
  };
}

function originOf(endpoint: string): string {
  try {
    return new URL(endpoint).origin;
  } catch {
    return 'an unparsable endpoint';
  }
}
