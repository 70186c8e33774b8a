import http from 'node:http';
import type { LoadResult } from './load.ts';

/**
 * An open-loop load: one request every 1/rate s, whether or not the earlier ones have answered, over
 * at most `connections` kept-alive sockets. Each response time counts from the moment its request was
 * due, so a request that had to wait for a free socket counts its wait (no coordinated omission).
 * autocannon's overallRate releases its requests in bursts, which measures a queue again.
 */
export async function paced(
  name: string,
  url: string,
  options: { rate: number; durationS: number; connections: number },
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const intervalMs = 1000 / options.rate;
  const total = Math.max(1, Math.round(options.rate * options.durationS));
  const times: number[] = [];
  let non2xx = 0;
  let errors = 0;
  let bytes = 0;
  const started = performance.now();
  const one = (dueAt: number) =>
    new Promise<void>((resolve) => {
      const request = http.get(url, { agent }, (response) => {
        if ((response.statusCode ?? 0) >= 300) non2xx += 1;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () => {
          times.push(performance.now() - dueAt);
          resolve();
        });
      });
      request.on('error', () => {
        errors += 1;
        resolve();
      });
    });
  const pending: Promise<void>[] = [];
  for (let index = 0; index < total; index += 1) {
    const dueAt = started + index * intervalMs;
    const wait = dueAt - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(one(dueAt));
  }
  await Promise.all(pending);
  const elapsedS = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = times.sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round(
      (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN) * 100,
    ) / 100;
  return {
    name,
    url,
    requestsPerSecond: Math.round((times.length / elapsedS) * 10) / 10,
    latencyMs: {
      p50: at(50),
      p95: at(95),
      p99: at(99),
      mean: Math.round((sorted.reduce((sum, t) => sum + t, 0) / Math.max(1, sorted.length)) * 100) / 100,
      max: Math.round((sorted.at(-1) ?? 0) * 100) / 100,
    },
    requests: times.length,
    non2xx,
    errors,
    timeouts: 0,
    bytesPerRequest: times.length ? Math.round(bytes / times.length) : 0,
  };
}
