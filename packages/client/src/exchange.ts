import { ApiError } from './errors.ts';

/** docs/product/SPEC.md §7 and §9: every call gives up after 30 seconds. */
export const requestTimeoutMs = 30_000;

/** An answer as it came: the status and the parsed body (undefined when empty). */
export interface RawResponse {
  status: number;
  body: unknown;
}

/** Sends one request; may be called again to replay it. Headers are built at each send. */
export type Transport = (signal: AbortSignal) => Promise<RawResponse>;

export interface RequestSignal {
  /** Aborts when the caller cancels or the time is up. */
  signal: AbortSignal;
  cancelled(): boolean;
  timedOut(): boolean;
  /** Stops the timer and the listener once the answer is in. */
  dispose(): void;
}

/**
 * The caller's signal combined with the timeout. A plain timer rather than AbortSignal.timeout:
 * it is cleared as soon as the answer arrives, and test clocks (fake timers) drive it.
 */
export function requestSignal(
  callerSignal: AbortSignal | undefined,
  timeoutMs = requestTimeoutMs,
): RequestSignal {
  const controller = new AbortController();
  let timedOut = false;
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The request timed out.', 'TimeoutError'));
  }, timeoutMs);
  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  return {
    signal: controller.signal,
    cancelled: () => callerSignal?.aborted === true && !timedOut,
    timedOut: () => timedOut,
    dispose: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}

export interface ExchangeOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * One round trip under the caller's signal and the time limit. Whatever keeps the answer from
 * arriving becomes an ApiError: Cancelled, Timeout or NetworkError (status 0).
 */
export async function exchange(transport: Transport, options: ExchangeOptions = {}): Promise<RawResponse> {
  if (options.signal?.aborted) throw new ApiError(0, 'Cancelled', [], options.signal.reason);
  const request = requestSignal(options.signal, options.timeoutMs);
  try {
    return await transport(request.signal);
  } catch (cause) {
    if (request.cancelled()) throw new ApiError(0, 'Cancelled', [], cause);
    if (request.timedOut()) throw new ApiError(0, 'Timeout', [], cause);
    throw new ApiError(0, 'NetworkError', [], cause);
  } finally {
    request.dispose();
  }
}

export function isSuccess(status: number): boolean {
  return status >= 200 && status < 300;
}

/** A body as text: JSON parsed, anything else kept as the text, nothing as undefined. */
export function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
