/**
 * The decision records sorted by number (docs/decisions-by-number.md), made from the index
 * docs/decisions.md, which lists them by section: a newcomer looking for record 147 finds it, its
 * section and its status on one page. Made by `node scripts/decisions-by-number.ts`; a test says
 * when the page is behind the index.
 */

export interface IndexedDecision {
  /** The record's number, from its file name (decisions/147-….md). */
  number: number;
  title: string;
  file: string;
  /** Where the index lists it, as the code cites it: "Agencies 4". */
  citation: string;
  status: string;
}

/** Every entry of the index with the section that lists it (a `###` part is cited by its own name). */
export function readIndexedDecisions(indexMarkdown: string): IndexedDecision[] {
  const decisions: IndexedDecision[] = [];
  let section = '';
  for (const line of indexMarkdown.split('\n')) {
    const heading = /^#{2,3} +(.+?)(?: \(issue \d+\))? *$/.exec(line);
    if (heading) {
      section = heading[1] ?? '';
      continue;
    }
    const entry = /^(\d+)\. \[(.+)\]\((decisions\/(\d{3})-[^)]+\.md)\)(?: — (.+))?$/.exec(line);
    if (!entry) continue;
    decisions.push({
      number: Number(entry[4]),
      title: entry[2] ?? '',
      file: entry[3] ?? '',
      citation: `${section} ${entry[1]}`,
      status: entry[5] ?? '',
    });
  }
  return decisions;
}

/** The page: a table of every record, lowest number first. */
export function decisionsByNumberPage(indexMarkdown: string): string {
  const rows = readIndexedDecisions(indexMarkdown)
    .toSorted((a, b) => a.number - b.number)
    .map(
      (decision) =>
        `| ${String(decision.number).padStart(3, '0')} | [${decision.title.replaceAll('|', '\\|')}](${decision.file}) | ${decision.citation} | ${decision.status.replaceAll('|', '\\|')} |`,
    );
  return [
    '# Decisions by number',
    '',
    'Every decision record, lowest number first, with where [the index](decisions.md) lists it (as the',
    'code cites it: "docs/decisions.md, Agencies 4") and its status. Made from the index by',
    '`npm exec -- node scripts/decisions-by-number.ts`; never edited by hand (a test compares them).',
    '',
    '| No. | Record | In the index | Status |',
    '|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}
