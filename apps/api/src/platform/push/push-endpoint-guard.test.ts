import { Agent, createServer, request } from 'node:https';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';
import { describe, expect, it } from 'vitest';
import {
  type HostResolver,
  isPublicAddress,
  PushEndpointRefused,
  pinnedLookup,
  vetPushEndpoint,
} from './push-endpoint-guard.ts';

/** The DNS, which is outside the machine, answered from a table; the names it was asked. */
function tableResolver(table: Record<string, string[]>) {
  const asked: string[] = [];
  const resolver: HostResolver = {
    async addressesOf(hostname) {
      asked.push(hostname);
      const addresses = table[hostname];
      if (!addresses)
        throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
      return addresses;
    },
  };
  return { resolver, asked };
}

describe('public addresses', () => {
  it('refuses loopback, private, link-local (metadata), carrier-grade NAT, unspecified and the IPv4 ones in IPv6 dress', () => {
    for (const address of [
      '127.0.0.1',
      '::1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.100.100.200',
      'fd00:ec2::254',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      '0.0.0.0',
      '::',
      '224.0.0.1',
      '255.255.255.255',
      'not an address',
    ]) {
      expect({ address, public: isPublicAddress(address) }).toEqual({ address, public: false });
    }
  });

  it('accepts public unicast addresses of either family', () => {
    for (const address of [
      '142.250.180.10',
      '20.42.0.10',
      '2a00:1450:4001:82b::200a',
      '::ffff:142.250.180.10',
    ]) {
      expect({ address, public: isPublicAddress(address) }).toEqual({ address, public: true });
    }
  });
});

describe('vetting a push endpoint', () => {
  it('refuses what is no push service’s without asking the DNS', async () => {
    const { resolver, asked } = tableResolver({});
    for (const endpoint of [
      'https://127.0.0.1/push/a',
      'https://localhost/push/a',
      'https://[::1]/push/a',
      'https://fcm.googleapis.com:5432/push/a',
      'https://fcm.googleapis.com:6379/push/a',
      'https://169.254.169.254/latest/meta-data/',
      'https://10.0.0.1/push/a',
      'https://192.168.1.1/push/a',
      'https://metadata.google.internal/computeMetadata/v1/',
      'http://fcm.googleapis.com/push/a',
      'https://fcm.googleapis.com.evil.example/push/a',
      'https://notify.windows.com/w/',
      'https://user@fcm.googleapis.com/push/a',
    ]) {
      await expect(vetPushEndpoint(endpoint, resolver), endpoint).rejects.toBeInstanceOf(PushEndpointRefused);
    }
    expect(asked).toEqual([]);
  });

  it('refuses a push service’s host any of whose addresses is not public', async () => {
    const { resolver } = tableResolver({
      'fcm.googleapis.com': ['127.0.0.1'],
      'wns2-a.notify.windows.com': ['20.42.0.10', '10.0.0.9'],
      'web.push.apple.com': ['::ffff:192.168.0.3'],
      'updates.push.services.mozilla.com': [],
    });
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/a',
      'https://wns2-a.notify.windows.com/w/?token=a',
      'https://web.push.apple.com/QGx',
      'https://updates.push.services.mozilla.com/wpush/v2/a',
    ]) {
      await expect(vetPushEndpoint(endpoint, resolver), endpoint).rejects.toBeInstanceOf(PushEndpointRefused);
    }
  });

  it('answers the public address to connect to; a name that does not resolve is the resolver’s error', async () => {
    const { resolver } = tableResolver({
      'fcm.googleapis.com': ['142.250.180.10'],
      'web.push.apple.com': ['2a01:b740:a42::4'],
    });
    await expect(vetPushEndpoint('https://fcm.googleapis.com/fcm/send/a', resolver)).resolves.toEqual({
      hostname: 'fcm.googleapis.com',
      address: '142.250.180.10',
      family: 4,
    });
    await expect(vetPushEndpoint('https://WEB.push.apple.com/QGx', resolver)).resolves.toMatchObject({
      address: '2a01:b740:a42::4',
      family: 6,
    });
    await expect(vetPushEndpoint('https://wns2-b.notify.windows.com/w/', resolver)).rejects.toThrow(
      /ENOTFOUND/,
    );
  });
});

describe('the pinned lookup', () => {
  it('connects to the vetted address whatever the name would answer', async () => {
    const tls = await generate([{ name: 'commonName', value: 'fcm.googleapis.com' }], {
      keyType: 'ec',
      curve: 'P-256',
      algorithm: 'sha256',
    });
    const server = createServer({ key: tls.private, cert: tls.cert }, (_request, response) => {
      response.end('here');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    // Pinned to this machine only for the test: the name itself is never looked up.
    const agent = new Agent({
      ca: tls.cert,
      lookup: pinnedLookup({ hostname: 'fcm.googleapis.com', address: '127.0.0.1', family: 4 }),
    });
    try {
      const body = await new Promise<string>((resolve, reject) => {
        request(`https://fcm.googleapis.com:${port}/`, { agent }, (response) => {
          let text = '';
          response.on('data', (chunk) => {
            text += chunk;
          });
          response.on('end', () => resolve(text));
        })
          .on('error', reject)
          .end();
      });
      expect(body).toBe('here');
    } finally {
      agent.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
