/**
 * The bell's number, kept fresh: asked at once, again when the window regains focus or the tab
 * becomes visible, and every minute while it is visible; never twice within a few seconds (focus
 * and visibility come together), never two requests at a time. The page's objects and the timer
 * are passed in (tests give stand-ins).
 */
export interface UnreadPollerOptions {
  fetchCount(): Promise<number>;
  onCount(count: number): void;
  doc: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  win: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** Calls `tick` every `ms`; answers the function that stops it. */
  every(ms: number, tick: () => void): () => void;
  now(): number;
  intervalMs?: number;
  minGapMs?: number;
}

export const unreadIntervalMs = 60_000;

/** Starts polling; answers the function that stops it (and drops an answer still on its way). */
export function startUnreadPoller({
  fetchCount,
  onCount,
  doc,
  win,
  every,
  now,
  intervalMs = unreadIntervalMs,
  minGapMs = 5_000,
}: UnreadPollerOptions): () => void {
  let stopped = false;
  let inFlight = false;
  let last = Number.NEGATIVE_INFINITY;

  const poll = (atStart = false) => {
    if (stopped || inFlight) return;
    if (!atStart && (doc.visibilityState !== 'visible' || now() - last < minGapMs)) return;
    inFlight = true;
    last = now();
    fetchCount()
      .then(
        (count) => {
          if (!stopped) onCount(count);
        },
        () => undefined,
      )
      .finally(() => {
        inFlight = false;
      });
  };
  const onActive = () => poll();

  win.addEventListener('focus', onActive);
  doc.addEventListener('visibilitychange', onActive);
  const stopTimer = every(intervalMs, onActive);
  poll(true);
  return () => {
    stopped = true;
    win.removeEventListener('focus', onActive);
    doc.removeEventListener('visibilitychange', onActive);
    stopTimer();
  };
}
