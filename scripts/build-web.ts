/**
 * Builds the web (`next build` in apps/web) only when its inputs changed since the last build.
 * The inputs are the sources of apps/web and packages/* plus package-lock.json; their hash is kept
 * in a stamp inside apps/web/.next, so deleting .next (or a failed build) forces a rebuild. The stamp
 * also records the build's BUILD_ID: a `next build` run by hand in between is noticed too.
 *
 *   node scripts/build-web.ts            build when needed
 *   node scripts/build-web.ts --force    build anyway
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { childEnvironment } from '../apps/api/src/config.ts';
import { nextBin, repoRoot, webDir } from './lib/paths.ts';

const stampFile = path.join(webDir, '.next/krov-build-stamp');
const buildIdFile = path.join(webDir, '.next/BUILD_ID');

const inputs = ['apps/web', 'packages', 'package-lock.json'];
// Outputs and generated files: hashing them would make every build invalidate itself.
const skippedNames = new Set(['node_modules', '.next', '.turbo', 'next-env.d.ts', 'tsconfig.tsbuildinfo']);

async function listFiles(relative: string): Promise<string[]> {
  const absolute = path.join(repoRoot, relative);
  const info = await stat(absolute).catch(() => undefined);
  if (!info) return [];
  if (info.isFile()) return [relative];
  if (!info.isDirectory()) return [];
  const entries = await readdir(absolute, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((entry) => !skippedNames.has(entry.name))
      .map((entry) => listFiles(path.join(relative, entry.name))),
  );
  return nested.flat();
}

/** A hash of every input file's path and content, in a stable order. */
export async function webInputsHash(): Promise<string> {
  const files = (await Promise.all(inputs.map(listFiles))).flat().sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(file.split(path.sep).join('/'));
    hash.update('\0');
    hash.update(await readFile(path.join(repoRoot, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function stamp(inputsHash: string, buildId: string): string {
  return `${inputsHash} ${buildId.trim()}\n`;
}

export interface BuildWebOptions {
  force?: boolean;
  /** Where progress lines go; the build's own output is inherited. */
  log?: (line: string) => void;
  /** Aborting stops a running build (its process gets SIGTERM) and rejects. */
  signal?: AbortSignal;
  /** Variables for `next build` besides this process's (npm start names the running api). */
  env?: Record<string, string>;
}

export type BuildWebResult = 'up-to-date' | 'built';

export async function buildWebIfNeeded(options: BuildWebOptions = {}): Promise<BuildWebResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const wanted = await webInputsHash();
  const current = await readFile(stampFile, 'utf8').catch(() => undefined);
  const buildId = await readFile(buildIdFile, 'utf8').catch(() => undefined);
  if (!options.force && buildId && current === stamp(wanted, buildId)) {
    log('web build is up to date');
    return 'up-to-date';
  }
  log(current ? 'web sources changed: building the web (next build)…' : 'building the web (next build)…');
  await rm(stampFile, { force: true });
  const started = Date.now();
  await runNextBuild(options.signal, options.env ?? {});
  await writeFile(stampFile, stamp(wanted, await readFile(buildIdFile, 'utf8')));
  log(`web built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return 'built';
}

function runNextBuild(signal: AbortSignal | undefined, env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [nextBin, 'build'], {
      cwd: webDir,
      stdio: 'inherit',
      env: childEnvironment({ ...env, NEXT_TELEMETRY_DISABLED: '1' }),
      signal,
    });
    child.on('error', reject);
    child.on('exit', (code, exitSignal) => {
      if (code === 0) resolve();
      else reject(new Error(`next build failed (${exitSignal ?? `exit code ${code}`})`));
    });
  });
}

if (import.meta.main) {
  try {
    await buildWebIfNeeded({ force: process.argv.includes('--force') });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
