import { createHash } from 'node:crypto';

/** How much of a refused body's text the log keeps: enough to recognise it, never a flood. */
const previewChars = 200;

/**
 * What the log keeps of a notification it refused (issue 27): its size, its SHA-256 and the start
 * of its text with every control character (NUL above all, which PostgreSQL's text and jsonb
 * refuse) and every invalid UTF-8 sequence made a "?". Anyone may post one, without a login: a copy
 * of the whole body (up to the route's 64 KB) per post would let them fill the database.
 */
export function refusedBodyDigest(rawBody: Buffer): { bytes: number; sha256: string; preview: string } {
  // Decoding makes every invalid sequence U+FFFD; by code points, so no pair is cut in two.
  const text = Array.from(rawBody.subarray(0, previewChars * 4).toString('utf8'))
    .slice(0, previewChars)
    .join('');
  return {
    bytes: rawBody.length,
    sha256: createHash('sha256').update(rawBody).digest('hex'),
    // biome-ignore lint/suspicious/noControlCharactersInRegex: these are what is taken out
    preview: text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffd]/g, '?'),
  };
}
