import { lookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { isPushServiceEndpoint } from '@krov/contracts';
import ipaddr from 'ipaddr.js';

/**
 * The name service push endpoints are resolved with: the system's in production; tests answer
 * from a table (DNS is outside the machine), everything after it is the real check.
 */
export interface HostResolver {
  /** Every address the name has now (IPv4 and IPv6, as text); rejects when it has none. */
  addressesOf(hostname: string): Promise<string[]>;
}

export const systemResolver: HostResolver = {
  async addressesOf(hostname) {
    return (await lookup(hostname, { all: true, verbatim: true })).map((found) => found.address);
  },
};

/** Where a push may go: the endpoint's host and the one public address it was found at. */
export interface PushTarget {
  hostname: string;
  address: string;
  family: 4 | 6;
}

/** An endpoint no push goes to: not a push service's, or a name that leads inside a network. */
export class PushEndpointRefused extends Error {
  constructor(reason: string) {
    super(`Push endpoint refused: ${reason}`);
    this.name = 'PushEndpointRefused';
  }
}

/**
 * Whether the address is a public unicast one: not loopback, private (10/8, 172.16/12,
 * 192.168/16, fc00::/7), link-local (169.254/16, where the clouds' metadata services answer, and
 * fe80::/10), carrier-grade NAT (100.64/10, Alibaba's metadata), unspecified, multicast,
 * broadcast or reserved. ipaddr.js keeps the IANA special-purpose ranges; an IPv4 address written
 * as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 one it is.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === 'unicast';
}

/**
 * Vets a subscription's endpoint before anything connects to it (issue 27, 21): a push service's
 * host (contracts' push-services.ts) whose every address is public. Answers the address to
 * connect to, so what was checked is what is reached (a name that answers differently a moment
 * later changes nothing). Throws PushEndpointRefused; a name that does not resolve rejects with
 * the resolver's own error (the name service may be down: not a verdict on the endpoint).
 */
export async function vetPushEndpoint(endpoint: string, resolver: HostResolver): Promise<PushTarget> {
  if (!isPushServiceEndpoint(endpoint)) throw new PushEndpointRefused('not a push service');
  const { hostname } = new URL(endpoint);
  const addresses = await resolver.addressesOf(hostname);
  if (addresses.length === 0) throw new PushEndpointRefused('the name has no address');
  // One address inside is enough to refuse: the name is not the push service's.
  if (!addresses.every(isPublicAddress)) throw new PushEndpointRefused('an address that is not public');
  const [address] = addresses as [string, ...string[]];
  return { hostname, address, family: ipaddr.parse(address).kind() === 'ipv6' ? 6 : 4 };
}

/** A socket lookup that answers only the vetted address (Node asks with `all` when it may try several). */
export function pinnedLookup(target: PushTarget): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) {
      (callback as (error: null, addresses: { address: string; family: number }[]) => void)(null, [
        { address: target.address, family: target.family },
      ]);
      return;
    }
    callback(null, target.address, target.family);
  };
}
