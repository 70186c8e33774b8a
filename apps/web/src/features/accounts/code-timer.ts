import { useCallback, useEffect, useState } from 'react';

/**
 * When a code was last sent to an address, kept in memory across client-side navigations, so
 * /verify-email right after /register already counts down the api's resend wait (60 s).
 */
const sentUntil = new Map<string, number>();

export function rememberCodeSent(target: string, resendAfterSeconds: number): void {
  sentUntil.set(target, Date.now() + resendAfterSeconds * 1000);
}

function remainingSeconds(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * The seconds until a new code may be asked for, ticking once a second; 0 when it may.
 * `start(seconds)` after each successful send, with the api's resendAfterSeconds.
 */
export function useResendCountdown(target: string | null): {
  remaining: number;
  start(seconds: number): void;
} {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(0);

  // The wait remembered for this address (a code sent on the previous page).
  useEffect(() => {
    const remembered = target ? (sentUntil.get(target) ?? 0) : 0;
    setNow(Date.now());
    setUntil(remembered);
  }, [target]);

  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);

  const start = useCallback(
    (seconds: number) => {
      const current = Date.now();
      if (target) rememberCodeSent(target, seconds);
      setNow(current);
      setUntil(current + seconds * 1000);
    },
    [target],
  );

  return { remaining: remainingSeconds(until, now), start };
}
