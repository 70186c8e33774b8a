import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface Started {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  /** The child's last output lines, for the report when it fails. */
  tail: string[];
}

/** Children still running: stopped with the bench when it is interrupted, never left behind. */
const running = new Set<ChildProcess>();
let stopsChildrenOnSignal = false;

function stopChildrenOnSignal(): void {
  if (stopsChildrenOnSignal) return;
  stopsChildrenOnSignal = true;
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.once(signal, () => {
      for (const child of running) child.kill('SIGKILL');
      process.exit(code);
    });
  }
}

/**
 * Spawns `node args…`; waits for a line matching `ready`, or for `ready` as a URL to answer 200
 * (polled), and rejects when the child exits first.
 */
export async function startNode(
  name: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; ready: RegExp | URL; timeoutMs: number; echo?: boolean },
): Promise<Started> {
  const child = spawn(process.execPath, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  stopChildrenOnSignal();
  running.add(child);
  const tail: string[] = [];
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  const started: Started = { name, child, exited, tail };
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} not ready after ${options.timeoutMs / 1000} s`)),
      options.timeoutMs,
    );
    const onLine = (line: string) => {
      tail.push(line);
      if (tail.length > 40) tail.shift();
      if (options.echo) console.log(`  [${name}] ${line}`);
      if (options.ready instanceof RegExp && options.ready.test(line)) {
        clearTimeout(timer);
        resolve();
      }
    };
    const readyUrl = options.ready instanceof URL ? options.ready : null;
    if (readyUrl) {
      const poll = async () => {
        if (child.exitCode !== null) return;
        const ok = await fetch(readyUrl).then(
          (response) => response.ok,
          () => false,
        );
        if (ok) {
          clearTimeout(timer);
          resolve();
        } else setTimeout(() => void poll(), 250);
      };
      void poll();
    }
    for (const stream of [child.stdout, child.stderr]) {
      if (stream) createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on('line', onLine);
    }
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (code ${code}) before it was ready:\n${tail.join('\n')}`));
    });
  });
  return started;
}

/** SIGINT, then waits; SIGKILL after `graceMs`. Returns the exit code (null when killed). */
export async function stop(started: Started, graceMs = 25_000): Promise<number | null> {
  if (started.child.exitCode !== null || started.child.signalCode !== null) return started.child.exitCode;
  started.child.kill('SIGINT');
  const timer = setTimeout(() => started.child.kill('SIGKILL'), graceMs);
  const code = await started.exited;
  clearTimeout(timer);
  return code;
}
