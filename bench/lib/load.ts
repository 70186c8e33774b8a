import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  url: string;
  requestsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number; mean: number; max: number };
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  bytesPerRequest: number;
}

interface CannonOptions {
  connections: number;
  durationS: number;
  headers?: Record<string, string>;
  /** A request unanswered this long counts as a timeout (default 10 s). */
  timeoutS?: number;
  /**
   * A different path (with its query) for each request, e.g. to measure past a cache keyed by the
   * URL: the same work, never the same key. Unset: every request asks for `url`.
   */
  vary?: (index: number) => string;
}

/** Runs autocannon and keeps every response time (ms), for exact p50/p95/p99 (autocannon has no p95). */
async function run(
  url: string,
  options: CannonOptions,
): Promise<{ result: autocannon.Result; times: number[] }> {
  const times: number[] = [];
  let sent = 0;
  const { vary } = options;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: options.connections,
        duration: options.durationS,
        headers: options.headers ?? {},
        timeout: options.timeoutS ?? 10,
        ...(vary
          ? {
              requests: [
                {
                  setupRequest: (request: autocannon.Request) => {
                    request.path = vary(sent);
                    sent += 1;
                    return request;
                  },
                },
              ],
            }
          : {}),
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      times.push(responseTime);
    });
  });
  return { result, times };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round((sorted[index] ?? Number.NaN) * 100) / 100;
}

/** A short warm-up (discarded), then the measured run. */
export async function measure(
  name: string,
  url: string,
  options: CannonOptions & { warmupS: number },
): Promise<LoadResult> {
  await run(url, { ...options, durationS: options.warmupS });
  return measureOnce(name, url, options);
}

/** The measured run alone (a caller that warms up itself, e.g. waiting for the server between the two). */
export async function measureOnce(name: string, url: string, options: CannonOptions): Promise<LoadResult> {
  const { result, times } = await run(url, options);
  const sorted = times.sort((a, b) => a - b);
  return {
    name,
    url,
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    latencyMs: {
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      mean: Math.round(result.latency.average * 100) / 100,
      max: result.latency.max,
    },
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerRequest: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
  };
}
