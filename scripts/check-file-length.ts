/**
 * No source file over 300 lines, tests included: `node scripts/check-file-length.ts` checks every
 * file git knows (committed or new, not ignored); `node scripts/check-file-length.ts <files>` checks
 * those. Part of `npm run lint` and of the lint step of `npm test`.
 *
 * Why not Biome's noExcessiveLinesPerFile: it counts the line breaks between tokens, so the lines
 * inside a template literal, a JSX text or a block comment, and the comments after the last
 * statement, are not counted (a 330-line component passed it as under 300). This counts what an
 * editor shows.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/paths.ts';

export const maxLines = 300;

const sourceFile = /\.(?:[cm]?[jt]s|[jt]sx|css)$/;

/**
 * Not written by hand, so not held to the limit: generated files (`*.generated.ts`, Next's types),
 * Drizzle's migration snapshots, benchmark results, and the places data set with the recipe that
 * built it once, outside this workspace (apps/api/data/places/README.md).
 */
const notHandWritten = [
  /\.generated\.[cm]?[jt]sx?$/,
  /(?:^|\/)next-env\.d\.ts$/,
  /(?:^|\/)\.next\//,
  /(?:^|\/)migrations\//,
  /^bench\/results\//,
  /^apps\/api\/data\//,
];

/** Whether the limit applies to this path (relative to the repository root, with `/`). */
export function isChecked(relativePath: string): boolean {
  return sourceFile.test(relativePath) && !notHandWritten.some((pattern) => pattern.test(relativePath));
}

/** Lines as an editor numbers them: a last line without its line break still counts. */
export function countLines(text: string): number {
  if (text === '') return 0;
  const breaks = text.split('\n').length - 1;
  return text.endsWith('\n') ? breaks : breaks + 1;
}

function filesKnownToGit(): string[] {
  const output = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return output.split('\0').filter((file) => file !== '' && isChecked(file));
}

/** `path:1 has N lines (at most 300): split it by job` for each file over the limit. */
export function tooLong(files: string[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(path.resolve(repoRoot, file), 'utf8');
    } catch (error) {
      // git lists a deleted but not yet staged file: nothing to measure.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const lines = countLines(text);
    if (lines > maxLines) {
      problems.push(`${file}:1 has ${lines} lines (at most ${maxLines}): split it by job.`);
    }
  }
  return problems;
}

if (import.meta.main) {
  const given = process.argv.slice(2);
  const files = given.length > 0 ? given.map((file) => path.resolve(file)) : filesKnownToGit();
  const problems = tooLong(files);
  for (const problem of problems) console.error(`file-length  ${problem}`);
  if (problems.length > 0) {
    console.error(`\n${problems.length} file(s) over ${maxLines} lines.`);
    process.exit(1);
  }
  console.log(`file-length: ${files.length} file(s) checked, none over ${maxLines} lines.`);
}
