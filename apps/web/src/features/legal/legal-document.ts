/** The legal pages, their texts under `legal.<document>` in packages/messages. */
export const legalDocuments = ['privacy', 'terms'] as const;
export type LegalDocumentName = (typeof legalDocuments)[number];

/** When the texts last changed; shown on the pages. Change it with the texts. */
export const legalTextsUpdatedOn = new Date('2026-11-22T00:00:00Z');

/**
 * A section of a legal text as stored in the catalogue: a `title`, then paragraphs and lists in
 * order (a string is a paragraph, an object a bulleted list of its values). JSON objects keep
 * their key order, so the catalogue's order is the page's.
 */
export type LegalSection = { title: string } & Record<string, string | Record<string, string>>;

export type LegalBlock =
  | { kind: 'paragraph'; key: string; text: string }
  | { kind: 'list'; key: string; items: string[] };

export function sectionBlocks(section: LegalSection): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  for (const [key, value] of Object.entries(section)) {
    if (key === 'title') continue;
    if (typeof value === 'string') blocks.push({ kind: 'paragraph', key, text: value });
    else blocks.push({ kind: 'list', key, items: Object.values(value) });
  }
  return blocks;
}
