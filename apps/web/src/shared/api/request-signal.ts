/** docs/product/SPEC.md §7 and §9: every call gives up after 30 seconds. */
export const requestTimeoutMs = 30_000;

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
