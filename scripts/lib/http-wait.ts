import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export interface WaitForHttpOptions {
  /** Whether this response means "ready"; by default any status below 500. */
  isReady?: (response: Response) => boolean | Promise<boolean>;
  timeoutMs: number;
  /** Stops waiting (rejects) when aborted, e.g. when a signal arrives or the server process died. */
  signal?: AbortSignal;
  intervalMs?: number;
}

/** Polls a URL until it answers as wanted; resolves with the ready response. */
export async function waitForHttp(url: string, options: WaitForHttpOptions): Promise<Response> {
  const isReady = options.isReady ?? ((response: Response) => response.status < 500);
  const deadline = Date.now() + options.timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    options.signal?.throwIfAborted();
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000), redirect: 'manual' });
      if (await isReady(response)) return response;
      lastProblem = `status ${response.status}`;
      await response.body?.cancel();
    } catch (error) {
      options.signal?.throwIfAborted();
      lastProblem =
        error instanceof Error
          ? error.cause instanceof Error
            ? error.cause.message
            : error.message
          : String(error);
    }
    await sleep(options.intervalMs ?? 250, undefined, options.signal ? { signal: options.signal } : {});
  }
  throw new Error(`${url} was not ready after ${options.timeoutMs / 1000} s (${lastProblem})`);
}

/** Whether nothing listens on the port yet (checked on all interfaces, IPv4 and IPv6). */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}
