/**
 * scripts/check-file-length.ts fails on a file over 300 lines (counted as an editor counts them,
 * the lines Biome's own rule skips included) and passes one of exactly 300.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countLines, isChecked, maxLines } from './check-file-length.ts';
import { repoRoot } from './lib/paths.ts';

let folder: string;

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'krov-file-length-'));
});

afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe('scripts/check-file-length.ts', () => {
  const script = path.join(repoRoot, 'scripts/check-file-length.ts');
  const lines = (count: number) => Array.from({ length: count }, (_, i) => `export const a${i} = ${i};`);

  function check(files: Record<string, string>) {
    const written = Object.entries(files).map(([name, text]) => {
      const file = path.join(folder, name);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text);
      return file;
    });
    return spawnSync(process.execPath, [script, ...written], { encoding: 'utf8' });
  }

  it(`fails on a file of ${maxLines + 1} lines, counting those inside a template literal`, () => {
    const inTemplate = `export const page = \`\n${'<p>line</p>\n'.repeat(maxLines - 1)}\`;\n`;
    const result = check({
      'long.ts': `${lines(maxLines + 1).join('\n')}\n`,
      'template.tsx': inTemplate,
      'long.css': `${'a { color: red; }\n'.repeat(maxLines + 1)}`,
      'fine.ts': `${lines(maxLines).join('\n')}\n`,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`long.ts:1 has ${maxLines + 1} lines`);
    expect(result.stderr).toContain(`template.tsx:1 has ${maxLines + 1} lines`);
    expect(result.stderr).toContain(`long.css:1 has ${maxLines + 1} lines`);
    expect(result.stderr).not.toContain('fine.ts');
  });

  it(`passes a file of exactly ${maxLines} lines, the last without its line break`, () => {
    const result = check({ 'exact.ts': lines(maxLines).join('\n') });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('counts lines as an editor does', () => {
    expect([
      countLines(''),
      countLines('a'),
      countLines('a\n'),
      countLines('a\nb'),
      countLines('\n\n'),
    ]).toEqual([0, 1, 1, 2, 2]);
  });

  it('holds hand-written sources of every workspace to it, not data, migrations or generated files', () => {
    const checked = [
      'apps/web/src/features/properties/photos/PhotoManager.tsx',
      'apps/web/src/app/globals.css',
      'apps/api/test/platform.test.ts',
      'e2e/tests/phone-prompt.spec.ts',
      'bench/run.ts',
      'scripts/start.ts',
      'packages/contracts/src/index.ts',
      'vitest.config.ts',
    ];
    const skipped = [
      'packages/contracts/src/routes.generated.ts',
      'apps/web/next-env.d.ts',
      'apps/web/.next/server/app.js',
      'apps/api/migrations/0001_init.sql',
      'apps/api/migrations/meta/0001_snapshot.json',
      'apps/api/data/places/build-ba-places.mjs',
      'bench/results/run-6.json',
      'packages/messages/src/bs.json',
      'docs/architecture.md',
    ];
    expect(checked.filter((file) => !isChecked(file))).toEqual([]);
    expect(skipped.filter((file) => isChecked(file))).toEqual([]);
  });
});
