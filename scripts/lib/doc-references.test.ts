import { describe, expect, it } from 'vitest';
import {
  type DocTargets,
  findBrokenReferences,
  readDecisionIndex,
  readHeadings,
  readSpecSections,
} from './doc-references.ts';

// Small copies of the three documents, in their real shapes.
const spec = ['# Spec', '', '## 1. What', 'Intro.', '', '## 2. Screens', 'Shared shell:', '- Logo'].join(
  '\n',
);
const productDecisions = ['# Product decisions', '## Numbers the spec leaves open', '## Listings'].join('\n');
const index = [
  '# Decisions',
  '## Foundation (issue 2)',
  '1. [Node](decisions/001-node.md) — Accepted',
  '2. [Biome](decisions/002-biome.md) — Accepted',
  '## Web shell (issue 3)',
  '1. [No locale](decisions/003-no-locale.md) — Accepted',
  "### The web's client core (issue 3)",
  '2. [One refresh](decisions/004-refresh.md) — Accepted',
  '## Property page (issue 5)',
  ...[1, 2, 3, 4, 5, 6].map((n) => `${n}. [Entry](decisions/0${n + 10}-entry.md) — Accepted`),
].join('\n');

const files = new Set([
  'docs/decisions.md',
  'docs/architecture.md',
  'docs/decisions/001-node.md',
  'docs/product/SPEC.md',
  'docs/product/DECISIONS.md',
]);
const decisionIndex = readDecisionIndex(index);
const targets: DocTargets = {
  exists: (repoPath) => files.has(repoPath) || [...files].some((file) => file.startsWith(`${repoPath}/`)),
  specSections: readSpecSections(spec),
  productDecisionHeadings: readHeadings(productDecisions),
  decisionSections: decisionIndex.sections,
  decisionIssues: decisionIndex.issues,
};
const problems = (text: string, file = 'apps/api/src/some.ts') =>
  findBrokenReferences(file, text, targets).map((broken) => broken.problem);

describe('reading the documents', () => {
  it('reads the numbered sections of SPEC.md and the index of decisions with its parts', () => {
    expect([...targets.specSections.keys()]).toEqual([1, 2]);
    expect(targets.productDecisionHeadings).toContain('Numbers the spec leaves open');
    expect(decisionIndex.sections.get('Web shell')).toEqual(new Set([1, 2]));
    expect(decisionIndex.sections.get("The web's client core")).toEqual(new Set([2]));
    expect(decisionIndex.issues).toEqual(new Set([2, 3, 5]));
  });
});

describe('references that resolve', () => {
  it('accepts every form the code uses', () => {
    const text = [
      '/** (docs/decisions.md, Foundation 2). Also docs/architecture.md and docs/decisions/001-node.md. */',
      '// docs/decisions.md, Web shell 2; docs/decisions.md, "Web shell"): and docs/decisions.md, issue 5.',
      "// docs/decisions.md (Property page 1 and 6) and docs/decisions.md, The web's client core 2.",
      ' * the numbers (docs/decisions.md, Property',
      ' * page 3–6) across a comment line; see docs/decisions.md "Property page (issue 5)", typed',
      '/** docs/product/SPEC.md §1, §2 and docs/product/SPEC.md §1 and §2; docs/product/SPEC.md §2 "Shared shell". */',
      '/** (docs/product/DECISIONS.md, Listings: the table) and docs/product/DECISIONS.md, "Numbers"). */',
      '/** docs/product/DECISIONS.md, Numbers; docs/decisions.md, which says more (prose, not a citation). */',
      "// as Lighthouse's docs/throttling.md says; https://example.com/docs/guide.md is a web page.",
    ].join('\n');
    expect(problems(text)).toEqual([]);
  });

  it('resolves Markdown links relative to the file, ignoring web links, anchors and code', () => {
    const text =
      '[a](001-node.md) [b](../decisions.md#web-shell) [c](https://x.org/y.md) `[d](NNN-x.md)` [e](../../docs/architecture.md)';
    expect(problems(text, 'docs/decisions/002-biome.md')).toEqual([]);
  });
});

describe('references that do not resolve', () => {
  it('a path to a doc that does not exist', () => {
    expect(problems('// see docs/decisons.md')).toEqual(['no such file']);
  });

  it('a SPEC section that does not exist, or a quoted name not in its section', () => {
    expect(problems('// docs/product/SPEC.md §1, §12')).toEqual(['SPEC.md has no section 12']);
    expect(problems('// docs/product/SPEC.md §1 "Shared shell"')).toEqual([
      'SPEC.md §1 does not mention "Shared shell"',
    ]);
  });

  it('a DECISIONS.md heading that does not exist (a word inside a section is no heading)', () => {
    expect(problems('// (docs/product/DECISIONS.md, Prices): the format')).toEqual([
      'DECISIONS.md has no heading "Prices"',
    ]);
    expect(problems('// docs/product/DECISIONS.md, "Numbers spec"')).toEqual([
      'DECISIONS.md has no heading "Numbers spec"',
    ]);
  });

  it('a decision whose section or number is not in the index', () => {
    expect(problems('// (docs/decisions.md, Listings 3).')).toEqual([
      'docs/decisions.md has no section "Listings"',
    ]);
    expect(problems('// (docs/decisions.md, Foundation 3).')).toEqual([
      'docs/decisions.md, Foundation has no entry 3',
    ]);
    expect(problems('// docs/decisions.md (Property page 5–8)')).toEqual([
      'docs/decisions.md, Property page has no entry 7, 8',
    ]);
    expect(problems('// (docs/decisions.md, 11).')).toEqual(['"11" names no section']);
    expect(problems('// docs/decisions.md, issue 4.')).toEqual([
      'docs/decisions.md has no section of issue 4',
    ]);
    expect(problems('// docs/decisions.md, "Listings (issue 4)"')).toEqual([
      'docs/decisions.md has no section "Listings"',
    ]);
  });

  it('a relative link whose target is missing, with the line it is on', () => {
    const broken = findBrokenReferences('docs/README.md', '# Docs\n\n[gone](decisions/999-gone.md)', targets);
    expect(broken).toEqual([
      {
        file: 'docs/README.md',
        line: 3,
        reference: '[gone](decisions/999-gone.md)',
        problem: 'no such file: docs/decisions/999-gone.md',
      },
    ]);
  });

  it('the line of a reference that spans comment lines is where it starts', () => {
    const text = '/**\n * One.\n * (docs/decisions.md, Property\n * page 9).\n */';
    expect(findBrokenReferences('a.ts', text, targets).map((broken) => broken.line)).toEqual([3]);
  });
});
