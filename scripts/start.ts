/**
 * `npm start`: starts the api, waits until it is healthy, builds the web when needed (with the api
 * up, so the build can prerender the biggest agencies' pages), starts the web, waits until it
 * answers, and prints the addresses and the demo logins.
 * SIGINT/SIGTERM stop both children and exit 0; a child that dies on its own stops the other and
 * the script exits 1.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { styleText } from 'node:util';
import { childEnvironment, loadConfigOrExit, resolvedVariables } from '../apps/api/src/config.ts';
import { buildWebIfNeeded } from './build-web.ts';
import { condenseApiLogLine } from './lib/api-log.ts';
import { banner } from './lib/banner.ts';
import { isPortFree, waitForHttp } from './lib/http-wait.ts';
import { nextBin, repoRoot, webDir } from './lib/paths.ts';

type Color = Parameters<typeof styleText>[0];

// The api's own configuration, parsed by the api's own code: what this script prints and the ports
// it uses can never disagree with what the api does, and a setting the api refuses stops here, with
// the api's message, before anything is built or started.
const config = loadConfigOrExit();
const apiPort = config.port;
const webPort = config.webPort;

const childEnv = childEnvironment({ ...resolvedVariables(config), NEXT_TELEMETRY_DISABLED: '1' });

// ---- output ----
function say(text: string): void {
  console.log(`${styleText('magenta', '[start]')} ${text}`);
}

function pipeLines(
  stream: NodeJS.ReadableStream | null,
  out: NodeJS.WriteStream,
  render: (line: string) => string,
): void {
  if (!stream) return;
  createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
    out.write(`${render(line)}\n`);
  });
}

// ---- children ----
interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

interface Managed {
  name: string;
  process: ChildProcess;
  exit?: Exit;
  exited: Promise<Exit>;
  /** Resolves once the child's output is fully read, so its last lines are printed before we exit. */
  drained: Promise<void>;
}

const children: Managed[] = [];
const shutdown = new AbortController();
let stopping = false;

function describeExit(exit: Exit): string {
  return exit.signal ? `killed by ${exit.signal}` : `exit code ${exit.code}`;
}

function startChild(name: string, color: Color, args: string[], cwd: string): Managed {
  const child = spawn(process.execPath, args, { cwd, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  const tag = styleText(color, `[${name}]`);
  const render =
    name === 'api'
      ? (line: string) => {
          const { text, level } = condenseApiLogLine(line);
          return `${tag} ${level >= 50 ? styleText('red', text) : level >= 40 ? styleText('yellow', text) : text}`;
        }
      : (line: string) => `${tag} ${line}`;
  pipeLines(child.stdout, process.stdout, render);
  pipeLines(child.stderr, process.stderr, render);

  const managed: Managed = {
    name,
    process: child,
    drained: new Promise((resolve) => child.on('close', () => resolve())),
    exited: new Promise((resolve) => {
      child.on('exit', (code, signal) => {
        managed.exit = { code, signal };
        resolve(managed.exit);
        if (!stopping) void fail(`${name} stopped unexpectedly (${describeExit(managed.exit)})`);
      });
      child.on('error', (error) => {
        // Only a process that never started has no 'exit' event to come.
        if (child.pid === undefined && !managed.exit) {
          managed.exit = { code: 1, signal: null };
          resolve(managed.exit);
          if (!stopping) void fail(`${name} could not be started: ${error.message}`);
        }
      });
    }),
  };
  children.push(managed);
  return managed;
}

/** A child stopped by our signal may exit 0, exit 128 + the signal's number (Next does) or die by it. */
function stoppedCleanly(exit: Exit, sent: NodeJS.Signals): boolean {
  return exit.code === 0 || exit.code === 130 || exit.code === 143 || exit.signal === sent;
}

async function stopChildren(signal: NodeJS.Signals): Promise<boolean> {
  const running = children.filter((child) => !child.exit);
  for (const child of running) child.process.kill(signal);
  const killTimer = setTimeout(() => {
    for (const child of children.filter((each) => !each.exit)) {
      say(`${child.name} did not stop within 20 s: killing it`);
      child.process.kill('SIGKILL');
    }
  }, 20_000);
  const exits = await Promise.all(running.map(async (child) => ({ child, exit: await child.exited })));
  clearTimeout(killTimer);
  let clean = true;
  for (const { child, exit } of exits) {
    if (!stoppedCleanly(exit, signal)) {
      clean = false;
      say(styleText('red', `${child.name} did not stop cleanly (${describeExit(exit)})`));
    }
  }
  return clean;
}

/** Lets the children's last lines through; a grandchild holding a pipe open must not block the exit. */
async function exitAfterOutput(code: number, lastWords?: string): Promise<never> {
  await Promise.race([Promise.all(children.map((child) => child.drained)), sleep(1_000)]);
  if (lastWords) say(lastWords);
  process.exit(code);
}

async function fail(message: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  shutdown.abort();
  console.error(`${styleText('red', '[start]')} ${message}; stopping.`);
  await stopChildren('SIGTERM');
  await exitAfterOutput(1);
}

let firstSignalAt = 0;
async function onSignal(signal: NodeJS.Signals): Promise<void> {
  if (stopping) {
    // Ctrl-C reaches this process and the children directly, and npm forwards it too: a duplicate
    // arriving at once is normal; a deliberate second Ctrl-C later means "stop now".
    if (Date.now() - firstSignalAt > 2_000) {
      say('second signal: killing the children');
      for (const child of children.filter((each) => !each.exit)) child.process.kill('SIGKILL');
    }
    return;
  }
  stopping = true;
  firstSignalAt = Date.now();
  shutdown.abort();
  say(`${signal} received: stopping the web and the api…`);
  // The children know SIGINT and SIGTERM; a hang-up means the same as SIGTERM to them.
  const clean = await stopChildren(signal === 'SIGHUP' ? 'SIGTERM' : signal);
  await exitAfterOutput(clean ? 0 : 1, clean ? 'stopped.' : 'stopped, but not cleanly.');
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => void onSignal(signal));
}
// Never leave a child behind, whatever ends this process.
process.on('exit', () => {
  for (const child of children) if (!child.exit) child.process.kill('SIGKILL');
});

// ---- the sequence ----
async function main(): Promise<void> {
  for (const [name, port] of [
    ['API_PORT', apiPort],
    ['WEB_PORT', webPort],
  ] as const) {
    if (!(await isPortFree(port))) {
      await fail(`port ${port} is already in use: stop what uses it or choose another ${name}`);
      return;
    }
  }

  say(`starting the api on port ${apiPort} (data in ${config.dataDir})…`);
  startChild('api', 'cyan', [path.join(repoRoot, 'apps/api/src/main.ts')], repoRoot);
  const health = await waitForHttp(`http://localhost:${apiPort}/api/health`, {
    timeoutMs: 180_000,
    signal: shutdown.signal,
    isReady: (response) => response.status === 200,
  });
  const { engine } = (await health.json()) as { engine?: string };

  say('api is healthy');
  // Built with the api up: the build renders the biggest agencies' pages ahead from its answers.
  await buildWebIfNeeded({ log: say, signal: shutdown.signal, env: resolvedVariables(config) });

  say(`starting the web on port ${webPort}…`);
  startChild('web', 'blue', [nextBin, 'start', '-p', String(webPort)], webDir);
  await waitForHttp(`http://localhost:${webPort}/`, { timeoutMs: 60_000, signal: shutdown.signal });
  console.log(banner(config, engine ?? 'pglite'));
}

main().catch((error: unknown) => {
  // Once stopping, the abort that interrupted a wait is expected, not an error to report.
  if (stopping) return;
  void fail(error instanceof Error ? error.message : String(error));
});
