import v8 from 'node:v8';
import vm from 'node:vm';
import { round } from './stats.ts';

const mb = (bytes: number) => round(bytes / 1048576);

/** V8's collector, reachable without starting Node with --expose-gc (for a clean baseline only). */
function collector(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}

interface Usage {
  rssMb: number;
  heapUsedMb: number;
  externalMb: number;
  arrayBuffersMb: number;
}

export interface MemoryReport {
  /** All samples: from the 100 ms timer, and at statements when the timer could not run. */
  samples: number;
  /** The longest wait between two samples of either kind. */
  longestGapMs: number;
  /** Samples taken by the timer: none while the event loop is blocked. */
  timerSamples: number;
  /** The longest time the 100 ms timer could not fire: how long the event loop was blocked. */
  longestEventLoopStallMs: number;
  before: Usage;
  peak: Usage;
  rssDeltaMb: number;
  heapUsedDeltaMb: number;
  /** Right after the run, before any collection (garbage included). */
  after: { rssMb: number; heapUsedMb: number };
  /** Work done by each second (a counter the caller reads), to see whether batches slow down. */
  progress: { s: number; done: number }[];
}

const usageOf = (usage: NodeJS.MemoryUsage): Usage => ({
  rssMb: mb(usage.rss),
  heapUsedMb: mb(usage.heapUsed),
  externalMb: mb(usage.external),
  arrayBuffersMb: mb(usage.arrayBuffers),
});

/**
 * Samples process.memoryUsage() every `intervalMs` while it runs (after a full collection, so the
 * baseline holds no garbage from the setup), and a progress counter every second. The timer alone
 * is not enough: PGlite answers in the same thread without giving the event loop a turn, so a run
 * on it is one long chain of promise callbacks during which no timer fires. `poke()`, called at
 * every statement the driver settles, samples too when the last sample is `intervalMs` old. RSS
 * includes PGlite's WebAssembly memory when the database runs in this process.
 */
export function sampleMemory(progress: () => number, intervalMs = 100) {
  collector()();
  const before = process.memoryUsage();
  const peak = { ...before };
  const started = performance.now();
  let last = started;
  let lastTimer = started;
  let longestGap = 0;
  let longestStall = 0;
  let samples = 0;
  let timerSamples = 0;
  const steps: { s: number; done: number }[] = [];
  const sample = () => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
    samples += 1;
    const usage = process.memoryUsage();
    peak.rss = Math.max(peak.rss, usage.rss);
    peak.heapUsed = Math.max(peak.heapUsed, usage.heapUsed);
    peak.external = Math.max(peak.external, usage.external);
    peak.arrayBuffers = Math.max(peak.arrayBuffers, usage.arrayBuffers);
    const second = Math.floor((now - started) / 1000);
    if (steps.length === 0 || (steps[steps.length - 1] as { s: number }).s < second) {
      steps.push({ s: second, done: progress() });
    }
  };
  const onTimer = () => {
    const now = performance.now();
    longestStall = Math.max(longestStall, now - lastTimer);
    lastTimer = now;
    timerSamples += 1;
    sample();
  };
  const timer = setInterval(onTimer, intervalMs);
  return {
    poke() {
      if (performance.now() - last >= intervalMs) sample();
    },
    stop(): MemoryReport {
      clearInterval(timer);
      longestStall = Math.max(longestStall, performance.now() - lastTimer);
      sample();
      const after = process.memoryUsage();
      return {
        samples,
        longestGapMs: round(longestGap),
        timerSamples,
        longestEventLoopStallMs: round(longestStall),
        before: usageOf(before),
        peak: usageOf(peak),
        rssDeltaMb: mb(peak.rss - before.rss),
        heapUsedDeltaMb: mb(peak.heapUsed - before.heapUsed),
        after: { rssMb: mb(after.rss), heapUsedMb: mb(after.heapUsed) },
        progress: steps,
      };
    },
  };
}
