import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decisionsByNumberPage, readIndexedDecisions } from './lib/decisions-by-number.ts';
import {
  type BrokenReference,
  type DocTargets,
  findBrokenReferences,
  readDecisionIndex,
  readHeadings,
  readSpecSections,
} from './lib/doc-references.ts';
import { repoRoot } from './lib/paths.ts';

const read = (repoPath: string) => readFileSync(path.join(repoRoot, repoPath), 'utf8');

/**
 * References in code that do not resolve yet, each to be fixed where it is written (files owned
 * elsewhere): remove a line here once its reference is fixed. Keyed by the reference as written.
 */
const knownBroken = new Set<string>([]);

/** This test and the module's cases quote broken references on purpose. */
const brokenOnPurpose = ['scripts/doc-references.test.ts', 'scripts/lib/doc-references.test.ts'];

function docTargets(): DocTargets {
  const index = readDecisionIndex(read('docs/decisions.md'));
  return {
    exists: (repoPath) => existsSync(path.join(repoRoot, repoPath)),
    specSections: readSpecSections(read('docs/product/SPEC.md')),
    productDecisionHeadings: readHeadings(read('docs/product/DECISIONS.md')),
    decisionSections: index.sections,
    decisionIssues: index.issues,
  };
}

/** Tracked files (and new ones not yet added) that can cite the docs; the product's copies are verbatim. */
function scannedFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  return listed
    .split('\0')
    .filter((file) => /\.(ts|tsx|md|json)$/.test(file))
    .filter((file) => !file.startsWith('docs/product/') && !file.split('/').includes('node_modules'))
    .filter((file) => !brokenOnPurpose.includes(file) && existsSync(path.join(repoRoot, file)));
}

describe('references to the docs', () => {
  const targets = docTargets();
  const broken: BrokenReference[] = scannedFiles().flatMap((file) =>
    findBrokenReferences(file, read(file), targets),
  );
  const show = (reference: BrokenReference) =>
    `${reference.file}:${reference.line}: ${reference.reference} (${reference.problem})`;

  it('every reference resolves: a doc path, a SPEC section, a DECISIONS heading, a decision, a link', () => {
    expect(broken.filter((reference) => !knownBroken.has(reference.reference)).map(show)).toEqual([]);
  });

  it('every known broken reference is still there and still broken (else remove it from the list)', () => {
    const stillBroken = new Set(broken.map((reference) => reference.reference));
    expect([...knownBroken].filter((reference) => !stillBroken.has(reference))).toEqual([]);
  });
});

describe('the decision records', () => {
  it('are each listed once in the index, and the index lists only records', () => {
    const records = readdirSync(path.join(repoRoot, 'docs/decisions'))
      .filter((file) => /^\d{3}-.+\.md$/.test(file) && !file.startsWith('000-'))
      .map((file) => `decisions/${file}`);
    const listed = [...read('docs/decisions.md').matchAll(/^\d+\. \[[^\]]+\]\(([^)]+)\)/gm)].map(
      (match) => match[1],
    );
    expect(listed.toSorted()).toEqual(records.toSorted());
  });
});

describe('the decisions by number', () => {
  it('lists every entry of the index once, in the order of the records’ numbers', () => {
    const numbers = readIndexedDecisions(read('docs/decisions.md')).map((decision) => decision.number);
    expect(numbers.length).toBeGreaterThan(150);
    expect(new Set(numbers).size).toBe(numbers.length);
    const page = read('docs/decisions-by-number.md');
    const listed = [...page.matchAll(/^\| (\d{3}) \|/gm)].map((match) => Number(match[1]));
    expect(listed).toEqual(numbers.toSorted((a, b) => a - b));
  });

  it('is the page the index makes (else run `npm exec -- node scripts/decisions-by-number.ts`)', () => {
    expect(read('docs/decisions-by-number.md')).toBe(decisionsByNumberPage(read('docs/decisions.md')));
  });
});
