/**
 * The time as the domain sees it. Services never call Date.now(): tests move a controllable
 * clock forward (code resend after 60 s, expiry after 15 min) instead of sleeping.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that only moves when told to. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date = new Date()) {
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(milliseconds: number): void {
    this.current += milliseconds;
  }

  set(date: Date): void {
    this.current = date.getTime();
  }
}

/**
 * The system time moved by an offset. Only development runs use it, so a tester (or the e2e
 * suite) can jump ahead to see listings expire without waiting 30 days.
 */
export class OffsetClock implements Clock {
  private offsetMilliseconds = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMilliseconds);
  }

  advance(milliseconds: number): void {
    this.offsetMilliseconds += milliseconds;
  }
}
