import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** The api as production starts it: `node apps/api/src/main.ts`. */
const apiMain = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

/** Every child still running: killed when this process exits, whatever happened to the test. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** A program the test started, with its last lines of output for a failure's message. */
export interface Started {
  name: string;
  child: ChildProcess;
  tail: string[];
  /** Resolves with the exit code (or the signal) once it exited. */
  exited: Promise<string>;
  /** Sends the signal (SIGKILL by default) and waits for the exit; nothing if it already exited. */
  kill(signal?: NodeJS.Signals): Promise<string>;
}

export function startProgram(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): Started {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  const tail: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      tail.push(line);
      if (tail.length > 40) tail.shift();
    });
  }
  const exited = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve(signal ?? `exit code ${code}`);
    });
  });
  return {
    name,
    child,
    tail,
    exited,
    async kill(signal = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** A port nobody listens on now (the kernel's choice; the program binds it right after). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface ApiProcess extends Started {
  port: number;
  url: string;
}

/**
 * Starts one api instance on the port (freePort(): a restarted instance takes its old one, where
 * the balancer looks for it) and resolves once it listens; rejects with its output if it exits
 * first. The deadline only guards a hang.
 */
export async function startApi(
  name: string,
  port: number,
  env: Record<string, string>,
  deadlineMs = 60_000,
): Promise<ApiProcess> {
  const program = startProgram(name, process.execPath, [apiMain], {
    ...env,
    API_PORT: String(port),
    API_HOST: '127.0.0.1',
    // Fastify's "Server listening at" line is at info.
    LOG_LEVEL: 'info',
    NO_COLOR: '1',
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => fail(`did not listen within ${deadlineMs} ms`), deadlineMs);
    const lines = createInterface({ input: program.child.stdout as NodeJS.ReadableStream });
    lines.on('line', (line) => {
      if (!line.includes(`Server listening at http://127.0.0.1:${port}`)) return;
      clearTimeout(timer);
      resolve();
    });
    void program.exited.then((how) => fail(`exited before listening (${how})`));
    function fail(why: string) {
      clearTimeout(timer);
      reject(new Error(`${name} ${why}:\n${program.tail.join('\n')}`));
    }
  });
  return { ...program, port, url: `http://127.0.0.1:${port}` };
}
