/**
 * The SHA-256 sources (`'sha256-…'`) of the inline scripts a browser would run in a page's HTML, for
 * the script policy of the prerendered and cached pages (docs/decisions/178-hashed-script-policy.md).
 *
 * The HTML is React's and Next's own output, never a person's markup, and that serializer makes a
 * regular expression exact here: a script's text never contains `</script` (React writes `<` inside
 * scripts as `\u003c`, json-ld.ts does the same) and attribute values never contain `>` (escaped as
 * `&gt;`); text outside scripts has `<` escaped, so no `<script` is found that is not an element.
 * Measured at 49–169 µs a page (issue 27); a full HTML parser would cost more and add nothing.
 */
import { createHash } from 'node:crypto';

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const typeAttribute = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;
const srcAttribute = /(?:^|\s)src\s*=/i;

/** The `type`s a browser runs (HTML's JavaScript MIME types and the script kinds); others are data. */
const executableTypes = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

function runs(attributes: string): boolean {
  // A script with src is a file: the policy's 'self' decides about it, not a hash.
  if (srcAttribute.test(attributes)) return false;
  const type = typeAttribute.exec(attributes);
  if (!type) return true;
  return executableTypes.has((type[1] ?? type[2] ?? type[3] ?? '').trim().toLowerCase());
}

/** The hash a browser computes: over the script's text as parsed, where line ends are LF. */
export function scriptHashSource(text: string): string {
  const parsed = text.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(parsed, 'utf8').digest('base64')}'`;
}

/** Each distinct inline script's hash source, in the order the scripts appear. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(scriptElement)) {
    if (runs(attributes)) hashes.add(scriptHashSource(text));
  }
  return [...hashes];
}
