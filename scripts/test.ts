/**
 * `npm test`: every check CI runs, in order, stopping at the first failure:
 *   lint → typecheck → unit + api tests on PGlite (with the Redis ones when REDIS_URL is set) →
 *   api tests on the PostgreSQL server (when DATABASE_URL is set) → two api processes behind
 *   HAProxy (when DATABASE_URL and REDIS_URL are set and haproxy is installed) → web build (when
 *   needed) → Playwright e2e.
 * Select steps with `npm test -- --only=e2e` or `--skip=lint,typecheck` (names as listed above).
 */
import { type SpawnOptions, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { styleText } from 'node:util';
import { buildWebIfNeeded } from './build-web.ts';
import { vitestFailureDigest } from './lib/failure-digest.ts';
import { repoRoot } from './lib/paths.ts';

type Env = Record<string, string | undefined>;

interface Step {
  name: string;
  title: string;
  run: () => Promise<void>;
}

const binDir = path.join(repoRoot, 'node_modules/.bin');
const baseEnv: Env = { ...process.env, PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}` };
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
/** Debian's HAProxy, the cluster test's balancer (apps/api/test/cluster/haproxy.ts). */
const haproxyPath = '/usr/sbin/haproxy';

function withoutDatabaseUrl(extra: Env = {}): Env {
  const env = { ...baseEnv, ...extra };
  delete env.DATABASE_URL;
  return env;
}

/** Steps that decided not to run (e.g. no PostgreSQL server): reported, never silently passed. */
const skipped = new Set<string>();
let current: ReturnType<typeof spawn> | undefined;
let interrupted: NodeJS.Signals | undefined;

/** What failed, cut out of each failed Vitest step's output, printed again after the summary. */
const failureDigests: string[] = [];
/** The end of a step's output kept for its digest: Vitest prints its failures just above its summary. */
const keptOutputChars = 4_000_000;

function run(command: string, args: string[], env: Env = baseEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    console.log(styleText('dim', `$ ${[command, ...args].join(' ')}`));
    const vitest = command === 'vitest';
    // Vitest's output passes through (coloured when the terminal is) and its end is kept.
    const childEnv = vitest && process.stdout.isTTY ? { ...env, FORCE_COLOR: '1' } : env;
    const options: SpawnOptions = {
      cwd: repoRoot,
      env: childEnv,
      stdio: vitest ? ['inherit', 'pipe', 'pipe'] : 'inherit',
    };
    const child = spawn(command, args, options);
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-keptOutputChars);
    };
    child.stdout?.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      keep(chunk);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      keep(chunk);
    });
    current = child;
    child.on('error', reject);
    child.on('close', (code, signal) => {
      current = undefined;
      if (code === 0) return resolve();
      const digest = vitest ? vitestFailureDigest(output) : undefined;
      if (digest) failureDigests.push(`$ ${[command, ...args].join(' ')}\n${digest}`);
      reject(new Error(`${command} ${args[0] ?? ''} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

function loud(lines: string[]): void {
  const bar = '!'.repeat(78);
  console.log(styleText(['bold', 'yellow'], [bar, ...lines.map((line) => `!!  ${line}`), bar].join('\n')));
}

/** Biome (format, imports, cycles, process.env) and the file length, which Biome counts differently. */
const lintChecks: [string, string[]][] = [
  ['biome', ['check', '.']],
  ['node', ['scripts/check-file-length.ts']],
];

const steps: Step[] = [
  {
    name: 'lint',
    title: 'Lint and format (biome check), files at most 300 lines',
    // Both checks run, so one run shows every broken rule.
    run: async () => {
      const failures: string[] = [];
      for (const [command, args] of lintChecks) {
        if (interrupted) break;
        await run(command, args).catch((error: Error) => failures.push(error.message));
      }
      if (failures.length > 0) throw new Error(failures.join('; '));
    },
  },
  {
    name: 'typecheck',
    title: 'Typecheck (every workspace and scripts/)',
    run: () => run('npm', ['run', 'typecheck', '--silent']),
  },
  {
    name: 'unit',
    title: 'Unit and api tests on PGlite (vitest, every project)',
    run: () => run('vitest', ['run'], withoutDatabaseUrl({ KROV_TEST_ENGINE: 'pglite' })),
  },
  {
    name: 'postgres',
    title: 'Api tests on the PostgreSQL server (vitest --project api)',
    run: async () => {
      if (!databaseUrl) {
        loud([
          'THE API TESTS DID NOT RUN ON A POSTGRESQL SERVER.',
          'DATABASE_URL is not set, so only the embedded PGlite run above happened.',
          'Set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to test the server engine;',
          '.ci/run does this by itself when a server answers on 127.0.0.1:5432.',
        ]);
        skipped.add('postgres');
        return;
      }
      await run(
        'vitest',
        ['run', '--project', 'api'],
        withoutDatabaseUrl({ KROV_TEST_ENGINE: 'postgres', TEST_DATABASE_URL: databaseUrl }),
      );
    },
  },
  {
    name: 'cluster',
    title: 'Two api processes behind HAProxy on PostgreSQL and Redis (vitest --project cluster)',
    run: async () => {
      const missing = [
        ...(databaseUrl ? [] : ['DATABASE_URL is not set: no PostgreSQL server to share.']),
        ...(redisUrl ? [] : ['REDIS_URL is not set: no Redis to share.']),
        ...(existsSync(haproxyPath)
          ? []
          : [`HAProxy is not installed at ${haproxyPath} (apt-get install -y haproxy).`]),
      ];
      if (missing.length > 0) {
        loud([
          'THE CLUSTER TEST DID NOT RUN (apps/api/test/cluster): several api instances behind a',
          'balancer (the hub across instances, a killed instance, jobs run once) are not tested.',
          ...missing,
          '.ci/run sets both variables when the servers answer, and installs haproxy.',
        ]);
        skipped.add('cluster');
        return;
      }
      await run('vitest', ['run', '--project', 'cluster']);
    },
  },
  {
    name: 'build',
    title: 'Web build (next build, when sources changed)',
    run: async () => {
      await buildWebIfNeeded();
    },
  },
  {
    name: 'e2e',
    title: 'End-to-end tests (Playwright, Chromium, two workers, each on a product of its own)',
    run: () => run('playwright', ['test', '-c', 'e2e/playwright.config.ts'], withoutDatabaseUrl()),
  },
];

function parseList(prefix: string): string[] | undefined {
  const arg = process.argv.slice(2).find((each) => each.startsWith(prefix));
  return arg?.slice(prefix.length).split(',').filter(Boolean);
}

const only = parseList('--only=');
const skip = parseList('--skip=') ?? [];
for (const name of [...(only ?? []), ...skip]) {
  if (!steps.some((step) => step.name === name)) {
    console.error(`Unknown step "${name}". Steps: ${steps.map((step) => step.name).join(', ')}`);
    process.exit(2);
  }
}
const selected = steps.filter(
  (step) => (only ? only.includes(step.name) : true) && !skip.includes(step.name),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // The step's process gets the signal too (same process group) or from here; its exit ends the run.
    interrupted = signal;
    current?.kill(signal);
    if (!current) process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

const results: { step: Step; status: 'passed' | 'failed' | 'skipped'; ms: number }[] = [];
const startedAll = Date.now();
let failure: string | undefined;

// Both Vitest steps leave the Redis tests out without REDIS_URL (vitest.config.ts): say so up front.
if (!redisUrl && selected.some((step) => step.name === 'unit' || step.name === 'postgres')) {
  loud([
    'THE TESTS THAT NEED REDIS WILL NOT RUN (apps/api/test/*.redis.test.ts).',
    'REDIS_URL is not set: rate limits shared by several api instances are not tested.',
    'Set REDIS_URL (e.g. redis://127.0.0.1:6379) to run them;',
    '.ci/run does this by itself when Redis answers on 127.0.0.1:6379.',
  ]);
  skipped.add('redis');
}

for (const step of selected) {
  console.log(`\n${styleText(['bold', 'cyan'], `▶ ${step.name}: ${step.title}`)}`);
  const started = Date.now();
  try {
    await step.run();
    const ms = Date.now() - started;
    const status = skipped.has(step.name) ? 'skipped' : 'passed';
    results.push({ step, status, ms });
    console.log(
      styleText(status === 'passed' ? 'green' : 'yellow', `■ ${step.name} ${status} in ${seconds(ms)}`),
    );
  } catch (error) {
    const ms = Date.now() - started;
    results.push({ step, status: 'failed', ms });
    failure = `${step.name}: ${error instanceof Error ? error.message : String(error)}`;
    console.log(styleText('red', `■ ${step.name} FAILED after ${seconds(ms)}`));
    break;
  }
}

console.log(`\n${styleText('bold', 'Summary')}`);
for (const step of steps) {
  const result = results.find((each) => each.step === step);
  const status = result?.status ?? (selected.includes(step) ? 'not run' : 'not selected');
  const color = status === 'passed' ? 'green' : status === 'failed' ? 'red' : 'yellow';
  console.log(
    `  ${step.name.padEnd(10)} ${styleText(color, status.padEnd(12))} ${result ? seconds(result.ms) : ''}`,
  );
}
console.log(`  ${'total'.padEnd(10)} ${''.padEnd(12)} ${seconds(Date.now() - startedAll)}`);
if (skipped.has('postgres')) {
  console.log(
    styleText(
      ['bold', 'yellow'],
      '  NOTE: the api tests did NOT run on a PostgreSQL server (no DATABASE_URL).',
    ),
  );
}

if (skipped.has('cluster')) {
  console.log(
    styleText(['bold', 'yellow'], '  NOTE: the cluster test (api processes behind HAProxy) did NOT run.'),
  );
}

if (skipped.has('redis')) {
  console.log(styleText(['bold', 'yellow'], '  NOTE: the tests that need Redis did NOT run (no REDIS_URL).'));
}

for (const digest of failureDigests) {
  console.log(`\n${styleText(['bold', 'red'], 'What failed (repeated from the output above):')}\n${digest}`);
}

if (failure || interrupted) {
  console.log(styleText(['bold', 'red'], `\nFAILED: ${failure ?? `interrupted by ${interrupted}`}`));
  process.exit(interrupted === 'SIGINT' ? 130 : 1);
}
console.log(styleText(['bold', 'green'], '\nAll selected steps passed.'));
