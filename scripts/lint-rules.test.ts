/**
 * The rules of biome.json that hold the shape fail on a deliberate violation of each, and pass its
 * clean twin. The probes are files at the repository's own paths, written into a temporary folder
 * whose biome.json extends the real one: path overrides apply as in the repository, and import
 * cycles need real files on disk (Biome's stdin mode prints no diagnostics).
 * The file length has its own check: check-file-length.test.ts.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './lib/paths.ts';

const rules = {
  imports: 'lint/style/noRestrictedImports',
  cycles: 'lint/suspicious/noImportCycles',
  env: 'lint/style/noProcessEnv',
} as const;

interface Probe {
  file: string;
  source: string;
  rule: keyof typeof rules;
  /** Undefined: the probe keeps the rule. Otherwise a part of the diagnostic it must give. */
  breaks?: string;
}

const uses = (...specifiers: string[]) =>
  specifiers
    .map((specifier, i) => `import { x${i} } from '${specifier}';\nexport const y${i} = x${i};\n`)
    .join('');

// The diagnostics' messages, in part.
const base = 'shared/ and i18n/ import neither';
const top = 'from their top';
const accounts = 'features/accounts imports no other feature and not app/';
const deep = 'never ../../';
const tables = "A module's tables";
const seam = 'A module reaches another only through its index.ts or ports.ts';

/** [file under apps/web/src, imports, message when it breaks the rule]: shared → features → app. */
const web: [string, string[], string?][] = [
  ['shared/ui/ProbeA.tsx', ['@/features/accounts/LoginForm'], base],
  ['shared/ui/ProbeB.tsx', ['@/app/_shell/SiteShell'], base],
  ['shared/probe-c.ts', ['../features/accounts/pages'], top],
  ['i18n/probe-d.ts', ['@/features/shell/Header'], base],
  ['shared/ui/ProbeE.tsx', ['@/shared/api/client', '../api/errors', '@/i18n/locale']],
  ['features/accounts/profile/ProbeF.tsx', ['@/features/properties/pages'], accounts],
  ['features/accounts/ProbeG.tsx', ['../properties/pages'], 'from its top'],
  ['features/accounts/ProbeH.tsx', ['@/app/_shell/SiteShell'], accounts],
  ['features/not-yet-listed/ProbeI.tsx', ['@/features/accounts/pages'], 'A new feature'],
  ['features/accounts/profile/ProbeJ.tsx', ['@/features/accounts/pages', '../use-account-form', './Name']],
  [
    'features/accounts/ProbeK.tsx',
    ['./profile/NameSection', '@/features/accounts/pages', '@/shared/ui/Button'],
  ],
  ['app/locale/ProbeL.tsx', ['../../shared/ui/Button'], deep],
  ['shared/api/ProbeM.ts', ['../../i18n/locale'], deep],
  ['features/accounts/profile/ProbeN.tsx', ['../../shell/Header'], deep],
  [
    'app/locale/ProbeO.tsx',
    ['@/features/accounts/pages', '@/shared/ui/Button', '@/app/_shell/SiteShell', '../x'],
  ],
];

/** [file under apps/api/src, imports, message when it breaks the rule]: a module's tables. */
const api: [string, string[], string?][] = [
  ['modules/probe/probe.service.ts', ['./probe.schema.ts'], tables],
  ['modules/probe/probe.routes.ts', ['../other/other.schema.ts'], tables],
  ['platform/events/probe.ts', ['../db/schema.ts'], tables],
  ['modules/probe/probe.repository.ts', ['./probe.schema.ts']],
  ['modules/probe/stolen.repository.ts', ['../other/other.schema.ts'], 'only its own module'],
  // A repository in a folder of its module (modules/listings/search/) reaches the module's tables.
  ['modules/probe/part/part.repository.ts', ['../probe.schema.ts', './part.schema.ts']],
  ['modules/probe/part/stolen.repository.ts', ['../../other/other.schema.ts'], 'only its own module'],
  // A foreign key names the other module's table.
  ['modules/probe/probe.schema.ts', ['../other/other.schema.ts']],
  ['platform/db/schema.ts', ['../../modules/probe/probe.schema.ts']],
  // Tests arrange and observe the database directly.
  ['modules/probe/probe.test.ts', ['../other/other.schema.ts']],
  ['../test/probe-fixtures.ts', ['../src/modules/probe/probe.schema.ts']],
  // A module reaches another only through its index.ts or ports.ts, at each depth of its folders.
  ['modules/probe/seam-a.ts', ['../other/other.service.ts'], seam],
  ['modules/probe/part/seam-b.ts', ['../../other/part/part.ts'], seam],
  ['modules/probe/part/deeper/seam-c.ts', ['../../../other/other.service.ts'], seam],
  ['modules/probe/seam.repository.ts', ['../other/other.repository.ts'], seam],
  ['modules/probe/part/seam.repository.ts', ['../../other/ports.ts', '../../other/other.service.ts'], seam],
  [
    'modules/probe/seam-d.ts',
    ['../other/index.ts', '../other/ports.ts', './part/part.ts', '../../platform/db/database.ts'],
  ],
  [
    'modules/probe/part/seam-e.ts',
    [
      '../../other/index.ts',
      '../../other/ports.ts',
      '../probe.service.ts',
      './deeper/x.ts',
      '../../../config.ts',
    ],
  ],
  [
    'modules/probe/part/deeper/seam-f.ts',
    ['../../../other/ports.ts', '../../probe.ts', '../../../../config.ts'],
  ],
  ['modules/probe/ok.repository.ts', ['../other/ports.ts', './probe.schema.ts']],
  // Tests and the crash harnesses (children killed mid-write) arrange the database like tests.
  ['modules/probe/seam.test.ts', ['../other/other.repository.ts']],
  ['modules/probe/crash/probe-fixtures.ts', ['../../other/other.repository.ts']],
  ['modules/probe/crash/probe-tables.ts', ['../../other/other.schema.ts'], tables],
  // The modules carved out of listings reach it only through its ports (decisions 218, 219, 190):
  // photos not its repository, moderation not its lifecycle's parts nor its tables (a report queue
  // keeps its own); the photo crash harness shares listings' crash fixtures like a test.
  ['modules/photos/photos.probe.ts', ['../listings/listings.repository.ts'], seam],
  ['modules/photos/photos-ok.probe.ts', ['../listings/ports.ts', '../listings/index.ts']],
  ['modules/photos/crash/photo-probe.child.ts', ['../../listings/crash/child-run.ts']],
  ['modules/moderation/moderation.probe.ts', ['../listings/lifecycle-apply.ts'], seam],
  ['modules/moderation/moderation-ok.probe.ts', ['../listings/ports.ts', '../notifications/ports.ts']],
  ['modules/moderation/reports.repository.ts', ['../listings/listings.schema.ts'], 'only its own module'],
  ['modules/moderation/queue.repository.ts', ['./moderation.schema.ts', '../listings/ports.ts']],
  // The search module's repositories read the listings' own table too (decision 214), nothing else.
  ['modules/search/probe.repository.ts', ['../listings/listings.schema.ts', './probe.schema.ts']],
  [
    'modules/search/map/probe.repository.ts',
    ['../../listings/listings.schema.ts', '../search.repository.ts'],
  ],
  ['modules/search/stolen.repository.ts', ['../accounts/accounts.schema.ts'], 'only its own module'],
  [
    'modules/search/map/stolen.repository.ts',
    ['../../listings/photos/photos.schema.ts'],
    'only its own module',
  ],
  ['modules/search/seam.repository.ts', ['../listings/listings.repository.ts'], seam],
  ['modules/search/map/seam-g.ts', ['../../listings/listing-access.ts'], seam],
  ['modules/search/probe-tables.ts', ['../listings/listings.schema.ts'], tables],
  ['modules/probe/part/other.repository.ts', ['../../listings/listings.schema.ts'], 'only its own module'],
  // Others reach search through its ports.ts (alerts' text query) or index.ts (app.ts).
  ['modules/alerts/seam-h.ts', ['../search/search-text.ts'], seam],
  ['modules/alerts/seam-i.ts', ['../search/ports.ts', '../search/index.ts']],
  // The composition root reaches a module only through its index.ts.
  ['app.ts', ['./modules/probe/probe.service.ts', './modules/other/ports.ts'], 'The composition root'],
];

const cycle = 'apps/api/src/modules/cycle';
const typeOnly = (name: string, other: string) =>
  `import type { ${other} } from './${other}.ts';\nexport type ${name} = { other?: ${other} };\n`;

const probes: Probe[] = [
  ...web.map(([file, imports, breaks]): Probe => {
    return { file: `apps/web/src/${file}`, source: uses(...imports), rule: 'imports', breaks };
  }),
  ...api.map(([file, imports, breaks]): Probe => {
    return { file: path.join('apps/api/src', file), source: uses(...imports), rule: 'imports', breaks };
  }),
  // No import cycle, type-only imports included.
  { file: `${cycle}/a.ts`, source: uses('./b.ts'), rule: 'cycles', breaks: 'part of a cycle' },
  { file: `${cycle}/b.ts`, source: uses('./a.ts'), rule: 'cycles', breaks: 'part of a cycle' },
  {
    file: `${cycle}/TypeA.ts`,
    source: typeOnly('TypeA', 'TypeB'),
    rule: 'cycles',
    breaks: 'part of a cycle',
  },
  {
    file: `${cycle}/TypeB.ts`,
    source: typeOnly('TypeB', 'TypeA'),
    rule: 'cycles',
    breaks: 'part of a cycle',
  },
  { file: `${cycle}/one-way.ts`, source: uses('./end.ts'), rule: 'cycles' },
  { file: `${cycle}/end.ts`, source: 'export const x0 = 1;\n', rule: 'cycles' },
  // process.env only in the config files.
  {
    file: 'apps/api/src/modules/probe/env.ts',
    source: 'export const a = process.env.A;\n',
    rule: 'env',
    breaks: 'process.env',
  },
  {
    file: 'scripts/probe-env.ts',
    source: "export const a = { ...process.env, B: '1' };\n",
    rule: 'env',
    breaks: 'process.env',
  },
  {
    file: 'apps/web/src/features/accounts/env.ts',
    source: 'export const read = (name: string) => process.env[name];\n',
    rule: 'env',
    breaks: 'process.env',
  },
  { file: 'apps/api/src/config.ts', source: 'export const a = process.env.A;\n', rule: 'env' },
  { file: 'apps/web/src/shared/config.server.ts', source: 'export const a = process.env.A;\n', rule: 'env' },
  { file: 'e2e/ports.ts', source: 'export const a = process.env.A;\n', rule: 'env' },
];

interface Diagnostic {
  category: string;
  message: string;
  location: { path: string };
}

let folder: string;
let diagnostics: Diagnostic[];

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'krov-lint-rules-'));
  // The real configuration; the temporary folder is no git checkout.
  const config = { extends: [path.join(repoRoot, 'biome.json')], vcs: { enabled: false } };
  writeFileSync(path.join(folder, 'biome.json'), JSON.stringify(config));
  for (const probe of probes) {
    mkdirSync(path.dirname(path.join(folder, probe.file)), { recursive: true });
    writeFileSync(path.join(folder, probe.file), probe.source);
  }
  const biome = path.join(repoRoot, 'node_modules/.bin/biome');
  const result = spawnSync(biome, ['lint', '.', '--reporter=json', '--max-diagnostics=none'], {
    cwd: folder,
    encoding: 'utf8',
  });
  expect(result.stdout, result.stderr).not.toBe('');
  diagnostics = (JSON.parse(result.stdout) as { diagnostics: Diagnostic[] }).diagnostics;
});

afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe('biome.json', () => {
  const named = probes.map((probe) => {
    const verdict = probe.breaks === undefined ? 'keeps' : 'breaks';
    return [`${probe.file} ${verdict} ${rules[probe.rule]}`, probe] as const;
  });

  it.each(named)('%s', (_, probe) => {
    const found = diagnostics.filter(
      (each) => each.location.path === probe.file && each.category === rules[probe.rule],
    );
    if (probe.breaks === undefined) {
      expect(found.map((each) => each.message)).toEqual([]);
      return;
    }
    expect(found.length, `no ${rules[probe.rule]} on ${probe.file}`).toBeGreaterThan(0);
    for (const each of found) expect(each.message).toContain(probe.breaks);
  });

  it('reports nothing but the broken rules (the configuration itself loads without a complaint)', () => {
    const expected = (each: Diagnostic) =>
      probes.some(
        (probe) =>
          probe.breaks !== undefined &&
          each.location.path === probe.file &&
          each.category === rules[probe.rule],
      );
    const unexpected = diagnostics.filter((each) => !expected(each));
    expect(unexpected.map((each) => `${each.location.path} ${each.category} ${each.message}`)).toEqual([]);
  });
});
