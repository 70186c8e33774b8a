import path from 'node:path';

/**
 * Finds the references a file makes to the docs and says which ones do not resolve. The forms, as
 * the code words them:
 * - a path `docs/<path>.md` (not inside a URL, not "Lighthouse's docs/…": another project's docs);
 * - `docs/product/SPEC.md §N` (also `§N, §M`, `§N and §M`, `§N "Name"`): SPEC.md has section N, and
 *   a quoted name appears in that section;
 * - `docs/product/DECISIONS.md, Heading` (or `"Heading"`): a heading of DECISIONS.md is that name or
 *   starts with it as whole words ("Numbers" names "Numbers the spec leaves open");
 * - the index `docs/decisions.md` followed by `, Listings 3` (or ` (Listings 3)`, `3–6`, `1 and 9`,
 *   `"Listings"`, `issue 5`): it has that section (a `##` or `###` heading without its "(issue N)")
 *   and those numbers under it; a citation starting with another lower-case word is prose;
 * - in Markdown, a relative link `[text](target)`: the target exists.
 */

export interface DocTargets {
  /** Whether a path relative to the repository root exists. */
  exists(repoPath: string): boolean;
  /** SPEC.md's numbered sections: number → the section's text. */
  specSections: ReadonlyMap<number, string>;
  /** The headings of docs/product/DECISIONS.md. */
  productDecisionHeadings: readonly string[];
  /** docs/decisions.md: section name → its entry numbers. */
  decisionSections: ReadonlyMap<string, ReadonlySet<number>>;
  /** docs/decisions.md: the issues its section headings name. */
  decisionIssues: ReadonlySet<number>;
}

export interface BrokenReference {
  file: string;
  line: number;
  /** The reference as written (lines of a comment joined). */
  reference: string;
  problem: string;
}

/** SPEC.md's `## N. Title` sections with their text. */
export function readSpecSections(markdown: string): Map<number, string> {
  const sections = new Map<number, string>();
  for (const part of markdown.split(/^(?=## )/m)) {
    const number = /^## (\d+)\./.exec(part)?.[1];
    if (number) sections.set(Number(number), part);
  }
  return sections;
}

/** The text of every Markdown heading (`#` to `######`). */
export function readHeadings(markdown: string): string[] {
  return [...markdown.matchAll(/^#{1,6} +(.+?) *$/gm)].map((match) => match[1] ?? '');
}

/**
 * The index docs/decisions.md: `## Name (issue N)` opens a section, `### Name (issue N)` a part of
 * it whose entries count for both names (its numbers continue the section's), `N. ` is an entry.
 */
export function readDecisionIndex(markdown: string): {
  sections: Map<string, Set<number>>;
  issues: Set<number>;
} {
  const sections = new Map<string, Set<number>>();
  const issues = new Set<number>();
  let open: Set<number>[] = [];
  for (const line of markdown.split('\n')) {
    const heading = /^(##|###) +(.+?)(?: \(issue (\d+)\))? *$/.exec(line);
    if (heading) {
      const entries = sections.get(heading[2] ?? '') ?? new Set<number>();
      sections.set(heading[2] ?? '', entries);
      open = heading[1] === '##' ? [entries] : [open[0] ?? entries, entries];
      if (heading[3]) issues.add(Number(heading[3]));
      continue;
    }
    const entry = /^(\d+)\. /.exec(line);
    if (entry) for (const entries of open) entries.add(Number(entry[1]));
  }
  return { sections, issues };
}

/** The file's lines joined into one text (comment markers dropped), and the line of an index in it. */
function joinLines(text: string): { joined: string; lineAt: (index: number) => number } {
  const starts: number[] = [];
  let joined = '';
  text.split('\n').forEach((line, number) => {
    const rest = number === 0 ? line : line.replace(/^\s*(?:\*(?=\s|$)|\/\/)?\s*/, '');
    // An empty line ends a sentence: a reference never continues past it.
    if (number > 0) joined += rest === '' ? '\n' : ' ';
    starts.push(joined.length);
    joined += rest;
  });
  const lineAt = (index: number) => starts.findLastIndex((start) => start <= index) + 1;
  return { joined, lineAt };
}

const docPath = /(?<![\w/.-])docs\/[\w./-]*?\.md\b/g;
const specCitation = /docs\/product\/SPEC\.md,? (§\d+(?: "[^"]*")?(?:(?:, | and )§\d+(?: "[^"]*")?)*)/g;
const productHeadingCitation =
  /docs\/product\/DECISIONS\.md, (?:"([^"]+)"|([A-Z][^),.;:\n"]*?)(?=[),.;:\n]|$))/g;
const decisionCitation =
  /docs\/decisions\.md(?:, | \(| (?="))("[^"]+"|(?:[A-Z0-9][^)\];:"\n]*?|issue \d+)(?=[)\];:"\n]|\. |\.$| — |$))/g;
const markdownLink = /\[[^\]]*\]\(([^)\s]+)(?: "[^"]*")?\)/g;

/** The references of one file (its path relative to the repository root) that do not resolve. */
export function findBrokenReferences(file: string, text: string, targets: DocTargets): BrokenReference[] {
  const { joined, lineAt } = joinLines(text);
  const broken: BrokenReference[] = [];
  const report = (index: number, reference: string, problem: string) =>
    broken.push({ file, line: lineAt(index), reference, problem });

  for (const match of joined.matchAll(docPath)) {
    const before = joined.slice(Math.max(0, match.index - 40), match.index);
    if (/[A-Za-z]'s $/.test(before)) continue;
    if (!targets.exists(match[0])) report(match.index, match[0], 'no such file');
  }
  for (const match of joined.matchAll(specCitation)) {
    for (const section of (match[1] ?? '').matchAll(/§(\d+)(?: "([^"]*)")?/g)) {
      const body = targets.specSections.get(Number(section[1]));
      if (body === undefined) report(match.index, match[0], `SPEC.md has no section ${section[1]}`);
      else if (section[2] !== undefined && !body.includes(section[2]))
        report(match.index, match[0], `SPEC.md §${section[1]} does not mention "${section[2]}"`);
    }
  }
  for (const match of joined.matchAll(productHeadingCitation)) {
    const name = (match[1] ?? match[2] ?? '').trim();
    const found = targets.productDecisionHeadings.some(
      (heading) => heading === name || heading.startsWith(`${name} `),
    );
    if (!found) report(match.index, match[0], `DECISIONS.md has no heading "${name}"`);
  }
  for (const match of joined.matchAll(decisionCitation)) {
    const problem = checkDecisionCitation((match[1] ?? '').trim(), targets);
    if (problem) report(match.index, match[0], problem);
  }
  if (file.endsWith('.md')) {
    // A link shown as code (`[NNN](…)` in a template) is an example, not a link.
    const prose = joined.replace(/`[^`\n]*`/g, (code) => ' '.repeat(code.length));
    for (const match of prose.matchAll(markdownLink)) {
      const target = (match[1] ?? '').split('#')[0] ?? '';
      if (target === '' || /^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      const resolved = target.startsWith('/')
        ? target.slice(1)
        : path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
      if (!targets.exists(resolved)) report(match.index, match[0], `no such file: ${resolved}`);
    }
  }
  return broken;
}

/** What is wrong with "Section N" cited from docs/decisions.md, or null when it resolves. */
function checkDecisionCitation(citation: string, targets: DocTargets): string | null {
  const quoted = /^"(.+?)(?: \(issue \d+\))?"$/.exec(citation);
  if (quoted) {
    return targets.decisionSections.has(quoted[1] ?? '')
      ? null
      : `docs/decisions.md has no section "${quoted[1]}"`;
  }
  const issue = /^issue (\d+)$/.exec(citation);
  if (issue) {
    return targets.decisionIssues.has(Number(issue[1]))
      ? null
      : `docs/decisions.md has no section of issue ${issue[1]}`;
  }
  const parts = /^(?:([A-Za-z][A-Za-z' ]*?) ?)?(\d+(?: ?(?:–|-|,|and) ?\d+)*)?$/.exec(citation);
  if (!parts) return `cannot read "${citation}" as "Section N"`;
  const [, name, numbers] = parts;
  if (name === undefined) return `"${citation}" names no section`;
  const entries = targets.decisionSections.get(name);
  if (!entries) return `docs/decisions.md has no section "${name}"`;
  const missing = expandNumbers(numbers ?? '').filter((number) => !entries.has(number));
  return missing.length === 0 ? null : `docs/decisions.md, ${name} has no entry ${missing.join(', ')}`;
}

/** "3–6" → 3, 4, 5, 6; "1 and 9" → 1, 9; "" → none. */
function expandNumbers(numbers: string): number[] {
  const expanded: number[] = [];
  for (const part of numbers.split(/ ?(?:,|and) ?/).filter(Boolean)) {
    const [from, to] = part.split(/ ?[–-] ?/).map(Number);
    if (from === undefined || Number.isNaN(from)) continue;
    for (let number = from; number <= (to ?? from); number += 1) expanded.push(number);
  }
  return expanded;
}
