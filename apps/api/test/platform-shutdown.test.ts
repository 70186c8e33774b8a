// Graceful shutdown: a request in flight finishes, new ones are refused, the database closes.
import { type AddressInfo, connect, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/modules/accounts/accounts.schema.ts';
import { within } from './platform-fixtures.ts';
import { createTestApp } from './test-app.ts';

/** A promise with its resolve function outside, for a test to decide when something happens. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('graceful shutdown', () => {
  /** True when a TCP connection to the port opens (it is closed again at once), false when refused. */
  const accepts = (port: number) =>
    new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });

  /** Writes `request` on a new connection; `received` is everything read until the server closes it. */
  const rawExchange = (port: number, request: string) => {
    const socket = connect(port, '127.0.0.1');
    const received = new Promise<string>((resolve, reject) => {
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => {
        text += chunk;
      });
      socket.once('error', reject);
      socket.once('close', () => resolve(text));
    });
    socket.write(request);
    return { socket, received };
  };

  it('finishes a request in flight, refuses new connections and requests, then closes the database', async () => {
    const handlerEntered = deferred();
    const release = deferred();
    const app = await createTestApp(
      {},
      {
        beforeReady(instance, database) {
          instance.get('/test/slow', async () => {
            handlerEntered.resolve();
            await release.promise;
            // Still needs the database after the shutdown began.
            const [row] = await database.db.select({ users: sql<number>`count(*)::int` }).from(users);
            return { finished: true, users: row?.users };
          });
        },
      },
    );
    try {
      await app.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.app.server.address() as AddressInfo;
      const inFlight = fetch(`http://127.0.0.1:${port}/test/slow`);
      // A second client has sent the start of a request when the shutdown begins: its connection is
      // not idle, so it stays open, and the request completes during the shutdown.
      const serverSockets: Socket[] = [];
      app.app.server.on('connection', (socket: Socket) => serverSockets.push(socket));
      // From the web's origin: the refusal must carry CORS headers for the web to read it.
      const webOrigin = app.config.publicWebUrl;
      const late = rawExchange(
        port,
        `GET /api/health HTTP/1.1\r\nHost: localhost\r\nOrigin: ${webOrigin}\r\n`,
      );
      await within(
        (async () => {
          while (
            !serverSockets.some(
              (socket) => socket.remotePort === late.socket.localPort && socket.bytesRead > 0,
            )
          )
            await new Promise((done) => setImmediate(done));
        })(),
        10_000,
        'the server to read the start of the late request',
      );
      await within(handlerEntered.promise, 10_000, 'the slow handler');

      let closed = false;
      const closing = app.app.close().then(() => {
        closed = true;
      });
      // The listening socket closes once the shutdown has dealt with open connections: from
      // then on a new connection is refused, while the request in flight goes on.
      await within(
        (async () => {
          while (await accepts(port));
        })(),
        10_000,
        'the listening socket to close',
      );
      expect(closed).toBe(false);
      expect(await app.database.ping()).toBe(true);

      // The late request ends now: refused in the spec's shape, its connection closed.
      late.socket.write('\r\n');
      const answer = await within(late.received, 10_000, 'the late request');
      expect(answer).toMatch(/^HTTP\/1\.1 503 /);
      expect(answer).toMatch(/\r\nconnection: close\r\n/i);
      expect(answer).toContain(`\r\naccess-control-allow-origin: ${webOrigin}\r\n`);
      expect(answer.slice(answer.indexOf('\r\n\r\n') + 4)).toBe(
        JSON.stringify({ message: 'ServiceUnavailable' }),
      );

      release.resolve();
      const response = await within(inFlight, 10_000, 'the request in flight');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ finished: true, users: 0 });

      await within(closing, 10_000, 'app.close()');
      expect(closed).toBe(true);
      expect(await app.database.ping()).toBe(false);
    } finally {
      // After a failure nothing may keep the app open: not the handler, not a lingering socket.
      release.resolve();
      app.app.server.closeAllConnections();
      await app.close();
    }
  });
});
