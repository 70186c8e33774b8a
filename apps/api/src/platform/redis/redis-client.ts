import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** How long start-up waits for Redis before going on without it (it keeps reconnecting). */
const readyWaitMs = 2_000;

/**
 * The Redis connection of the shared rate limits. Commands never wait in a queue for a connection
 * that is down, nor longer than 500 ms for an answer: a request is then served uncounted at once
 * (skipOnError in app.ts) instead of after ioredis's reconnect delays (seconds each). ioredis reconnects by itself; every failed
 * attempt is logged. Start-up waits up to 2 s for the first connection so the first requests are
 * counted, and goes on without Redis after that.
 */
export async function openRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    // A Redis that hangs (connected, but silent) must not hold a login for TCP's minutes.
    commandTimeout: 500,
    connectTimeout: 2_000,
  });
  redis.on('error', (error) =>
    log.warn({ err: error }, 'Redis does not answer: rate limits are not counted'),
  );
  await new Promise<void>((resolve) => {
    const timer = setTimeout(done, readyWaitMs);
    redis.once('ready', done);
    function done() {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    }
  });
  return redis;
}

/** How long closing waits for the answers still on their way before it cuts the connection. */
const quitWaitMs = 500;

/**
 * Closes without leaving a command unanswered: a connected Redis is asked to quit, which answers
 * the commands still on their way first (cut at once, each would be rejected with "Connection is
 * closed" where nobody listens any more); a hung or absent Redis is not waited for longer than
 * 500 ms, so the shutdown never hangs on it. The counters have nothing to flush.
 */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      redis.quit().catch(() => undefined),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, quitWaitMs);
      }),
    ]);
    clearTimeout(timer);
  }
  redis.disconnect();
}
