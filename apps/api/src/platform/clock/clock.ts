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
