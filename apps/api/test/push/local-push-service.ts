import { createECDH, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Agent, createServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { connect } from 'node:tls';
import { generate } from 'selfsigned';
import type { HostResolver, PushTarget } from '../../src/platform/push/push-endpoint-guard.ts';
import type { PushSubscriptionKeys } from '../../src/platform/push/push-sender.ts';
import { decryptAes128gcm, type UserAgentKeys } from './aes128gcm.ts';
import { checkVapid, PushRefusal } from './vapid-check.ts';

/** A message the service accepted (201), decrypted. */
export interface ReceivedPush {
  subscriptionId: string;
  payload: unknown;
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
}

/** Every answer the service gave, in order, with the reason of a refusal. */
export interface PushAnswer {
  subscriptionId: string | undefined;
  status: number;
  reason: string | undefined;
}

export interface LocalPushService {
  /** https://<host> (a push service's, fcm.googleapis.com by default), the `aud` the VAPID JWT must carry. */
  origin: string;
  url(path: string): string;
  /** The self-signed certificate (PEM) for the host, made for this run. */
  ca: string;
  /**
   * What lies outside the machine, for createWebPushSender (and the app's pushNetwork): a name
   * service answering from `dns` (the host at a public address), and a network that takes a
   * connection to the vetted address to this service on 127.0.0.1, trusting only `ca`.
   */
  network: { resolver: HostResolver; agentFor(target: PushTarget): Agent };
  /** An agent that reaches this service, for requests a test makes by hand. */
  agent: Agent;
  /** The name service's table: host → addresses. Tests add names (one leading inside, say). */
  dns: Map<string, string[]>;
  /** Every target the sender connected to, as the pinned lookup gave it: checked, then reached. */
  connections: PushTarget[];
  /** A browser's subscription: made on the first call for an id, the same one afterwards. */
  subscriptionFor(id: string): PushSubscriptionKeys;
  received: ReceivedPush[];
  answers: PushAnswer[];
  /**
   * The next message to the subscription is answered 410 and the subscription is forgotten, as a
   * push service does when a user revokes permission: later messages are answered 404.
   */
  answerGoneOnce(id: string): void;
  /** The next well-formed message to the subscription is answered with this status instead of 201. */
  answerNextWith(id: string, status: number): void;
  close(): Promise<void>;
}

const ENDPOINT_PATH = '/push/';
const URGENCIES = ['very-low', 'low', 'normal', 'high'];

/**
 * A push service on 127.0.0.1 over TLS (web-push only sends over HTTPS) that checks what a real
 * one checks and decrypts what a browser decrypts, so a test proves the sender's VAPID token and
 * aes128gcm encryption rather than trusting the library. The checks run before any scripted
 * answer, so even a scripted 410 or 500 was a well-formed message.
 */
export async function startLocalPushService(options: {
  vapidPublicKey: string;
  /** The push service's host the endpoints name; default Firebase Cloud Messaging's. */
  host?: string;
}): Promise<LocalPushService> {
  const host = options.host ?? 'fcm.googleapis.com';
  // The certificate's subjectAltName is the commonName: the sender checks it against the host.
  const tls = await generate([{ name: 'commonName', value: host }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 24 * 60 * 60 * 1000),
  });
  const subscriptions = new Map<string, UserAgentKeys>();
  const scripted = new Map<string, { status: number; forget: boolean }>();
  const received: ReceivedPush[] = [];
  const answers: PushAnswer[] = [];
  let origin = '';

  async function handle(request: IncomingMessage, body: Buffer): Promise<{ status: number; id?: string }> {
    if (request.method !== 'POST') throw new PushRefusal(405, 'push messages are POSTed');
    const id = subscriptionIdOf(request.url);
    const keys = id === undefined ? undefined : subscriptions.get(id);
    if (id === undefined || !keys) throw new PushRefusal(404, `no subscription ${id}`);

    await checkVapid(request.headers.authorization, { publicKey: options.vapidPublicKey, origin });
    const ttl = ttlOf(request.headers.ttl);
    const urgency = headerOf(request.headers.urgency);
    if (urgency !== undefined && !URGENCIES.includes(urgency)) throw new PushRefusal(400, 'bad Urgency');
    const topic = headerOf(request.headers.topic);
    if (topic !== undefined && !/^[A-Za-z0-9_-]{1,32}$/.test(topic)) throw new PushRefusal(400, 'bad Topic');
    if (request.headers['content-encoding'] !== 'aes128gcm') {
      throw new PushRefusal(415, 'Content-Encoding is not aes128gcm');
    }
    let payload: unknown;
    try {
      payload = JSON.parse(decryptAes128gcm(body, keys).toString('utf8'));
    } catch (error) {
      throw new PushRefusal(400, `undecryptable: ${(error as Error).message}`);
    }

    const script = scripted.get(id);
    if (script) {
      scripted.delete(id);
      if (script.forget) subscriptions.delete(id);
      return { status: script.status, id };
    }
    received.push({ subscriptionId: id, payload, ttl, urgency, topic });
    return { status: 201, id };
  }

  function respond(request: IncomingMessage, response: ServerResponse): void {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      handle(request, Buffer.concat(chunks)).then(
        ({ status, id }) => answer(response, { subscriptionId: id, status, reason: undefined }),
        (error: unknown) => {
          const status = error instanceof PushRefusal ? error.status : 500;
          answer(response, { subscriptionId: subscriptionIdOf(request.url), status, reason: String(error) });
        },
      );
    });
  }

  function answer(response: ServerResponse, logged: PushAnswer): void {
    answers.push(logged);
    // RFC 8030 §5: a created message has a Location of its own.
    if (logged.status === 201) response.setHeader('Location', `${origin}/message/${answers.length}`);
    response.writeHead(logged.status, { 'Content-Type': 'text/plain' });
    response.end(logged.reason ?? '');
  }

  const server = createServer({ key: tls.private, cert: tls.cert }, respond);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  origin = `https://${host}`;
  // A public address of the real service's (Google's 142.250.0.0/15): what its DNS would answer.
  const dns = new Map<string, string[]>([[host, ['142.250.180.10']]]);
  /** The network: a connection to the vetted address arrives here, with the host's TLS name. */
  class ToThisService extends Agent {
    override createConnection(connectOptions: { servername?: string }): Socket {
      return connect({
        host: '127.0.0.1',
        port,
        ca: tls.cert,
        servername: connectOptions.servername ?? host,
      });
    }
  }
  const connections: PushTarget[] = [];
  const agents: Agent[] = [];
  const handMade = new ToThisService();
  agents.push(handMade);
  const resolver: HostResolver = {
    async addressesOf(name) {
      const addresses = dns.get(name);
      if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
      return addresses;
    },
  };

  return {
    origin,
    url: (path) => `${origin}${path}`,
    ca: tls.cert,
    network: {
      resolver,
      agentFor(target) {
        connections.push(target);
        const agent = new ToThisService();
        agents.push(agent);
        return agent;
      },
    },
    agent: handMade,
    dns,
    connections,
    subscriptionFor(id) {
      let keys = subscriptions.get(id);
      if (!keys) {
        keys = newUserAgentKeys();
        subscriptions.set(id, keys);
      }
      return {
        endpoint: `${origin}${ENDPOINT_PATH}${encodeURIComponent(id)}`,
        keys: { p256dh: keys.publicKey.toString('base64url'), auth: keys.authSecret.toString('base64url') },
      };
    },
    received,
    answers,
    answerGoneOnce: (id) => scripted.set(id, { status: 410, forget: true }),
    answerNextWith: (id, status) => scripted.set(id, { status, forget: false }),
    async close() {
      for (const agent of agents) agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

/** As a browser's PushManager makes them: a P-256 key pair and a 16-byte auth secret. */
function newUserAgentKeys(): UserAgentKeys {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  return { publicKey, privateKey: ecdh.getPrivateKey(), authSecret: randomBytes(16) };
}

/** RFC 8030 §5.2: TTL is required, a non-negative integer of seconds. */
function ttlOf(header: string | string[] | undefined): number {
  const text = headerOf(header);
  if (text === undefined || !/^\d+$/.test(text)) throw new PushRefusal(400, 'missing or bad TTL');
  return Number(text);
}

function headerOf(header: string | string[] | undefined): string | undefined {
  return Array.isArray(header) ? header[0] : header;
}

function subscriptionIdOf(path: string | undefined): string | undefined {
  const pathname = (path ?? '').split('?')[0] ?? '';
  if (!pathname.startsWith(ENDPOINT_PATH)) return undefined;
  try {
    return decodeURIComponent(pathname.slice(ENDPOINT_PATH.length));
  } catch {
    return undefined;
  }
}
